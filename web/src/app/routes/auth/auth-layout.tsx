import type { ReactNode } from "react";
import { Link } from "react-router";

import { Brand } from "@/components/brand";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { paths } from "@/config/paths";

/** The public pages' frame: the product's mark over a centred card. */
export function AuthLayout({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-6 bg-muted/40 p-4 sm:p-6">
      <Brand />
      <Card className="w-full max-w-sm">
        <CardHeader>
          <CardTitle>
            <h1 className="text-xl font-semibold">{title}</h1>
          </CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}

/** The public pages' way back to the login form. */
export function BackToLogin() {
  return (
    <Link
      to={paths.auth.login.getHref()}
      className="self-center text-sm text-muted-foreground underline underline-offset-4 hover:text-foreground"
    >
      Back to login
    </Link>
  );
}
