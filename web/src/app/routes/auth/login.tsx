import { Navigate, useNavigate } from "react-router";

import { AuthLayout } from "@/app/routes/auth/auth-layout";
import { LoadingScreen } from "@/components/loading-screen";
import { homeFor } from "@/config/paths";
import { LoginForm } from "@/features/auth/components/login-form";
import { useAuth } from "@/lib/session";

export default function LoginRoute() {
  const { user, isLoading } = useAuth();
  const navigate = useNavigate();

  if (isLoading) return <LoadingScreen />;
  if (user) return <Navigate to={homeFor(user.role)} replace />;

  return (
    <AuthLayout title="Login" description="Sign in with your work email.">
      <LoginForm onSuccess={(signedIn) => navigate(homeFor(signedIn.role), { replace: true })} />
    </AuthLayout>
  );
}
