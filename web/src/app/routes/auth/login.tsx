import { Home } from "@/app/home";
import { AuthLayout } from "@/app/routes/auth/auth-layout";
import { LoadingScreen } from "@/components/loading-screen";
import { LoginForm } from "@/features/auth/components/login-form";
import { useAuth } from "@/lib/session";

export default function LoginRoute() {
  const { user, isLoading } = useAuth();

  if (isLoading) return <LoadingScreen />;
  // Signed in (already, or by the form below): off to the user's home.
  if (user) return <Home role={user.role} />;

  return (
    <AuthLayout title="Login" description="Sign in with your work email.">
      <LoginForm />
    </AuthLayout>
  );
}
