import { type FormEvent, useId, useState } from "react";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";
import { resetPasswordFormSchema } from "@shared/schemas/users.ts";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

import { useResetPassword } from "../api/reset-password";

type FieldErrors = { password?: string; confirmPassword?: string };

/** Checks the two fields with the shared form schema: mismatch → 'Passwords do not match'. */
function validate(password: string, confirmPassword: string): FieldErrors {
  const parsed = resetPasswordFormSchema.safeParse({ password, confirmPassword });
  if (parsed.success) return {};
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (field === "password") errors.password ??= `Password ${issue.message}`;
    if (field === "confirmPassword") errors.confirmPassword ??= issue.message;
  }
  return errors;
}

/** New and confirm password for the token of a reset link, and 'Reset Password'. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const passwordId = useId();
  const confirmId = useId();
  const [password, setPassword] = useState("");
  const [confirmPassword, setConfirmPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const reset = useResetPassword({
    onSuccess: () => {
      toast.success(messages.passwordResetSuccess);
      onSuccess();
    },
    onError: () => toast.error(messages.failedToResetPassword),
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = validate(password, confirmPassword);
    setErrors(found);
    if (found.password || found.confirmPassword) return;
    reset.mutate({ token, password });
  }

  return (
    <form onSubmit={handleSubmit} className="flex flex-col gap-5" noValidate>
      <div className="grid gap-2">
        <Label htmlFor={passwordId}>New Password</Label>
        <Input
          id={passwordId}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? `${passwordId}-error` : undefined}
          required
          autoFocus
        />
        {errors.password && (
          <p id={`${passwordId}-error`} role="alert" className="text-sm text-destructive">
            {errors.password}
          </p>
        )}
      </div>
      <div className="grid gap-2">
        <Label htmlFor={confirmId}>Confirm Password</Label>
        <Input
          id={confirmId}
          name="confirmPassword"
          type="password"
          autoComplete="new-password"
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.target.value)}
          aria-invalid={errors.confirmPassword ? true : undefined}
          aria-describedby={errors.confirmPassword ? `${confirmId}-error` : undefined}
          required
        />
        {errors.confirmPassword && (
          <p id={`${confirmId}-error`} role="alert" className="text-sm text-destructive">
            {errors.confirmPassword}
          </p>
        )}
      </div>
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {messages.resetPassword}
      </Button>
    </form>
  );
}
