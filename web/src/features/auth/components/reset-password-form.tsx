import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";

import { messages } from "@shared/messages.ts";
import { resetPasswordFormSchema } from "@shared/schemas/users.ts";

import { CheckedForm } from "@/components/form/checked-form";
import { InputField } from "@/components/form/input-fields";
import { saveCallbacks } from "@/components/form/save-callbacks";
import { Button } from "@/components/ui/button";
import { withLabels } from "@/lib/field-errors";

import { useResetPassword } from "../api/reset-password";

const LABELS = { password: "New Password", confirmPassword: "Confirm Password" };

/**
 * The shared form schema (mismatch → 'Passwords do not match' on the confirmation), its
 * messages named by the form's labels: "New Password must be at least 8 characters".
 */
const resolver = withLabels(zodResolver(resetPasswordFormSchema), LABELS);

/** Both boxes: a new password, which the browser may offer to make up and keep. */
const NEW_PASSWORD = { type: "password", autoComplete: "new-password", required: true } as const;

/** New and confirm password for the token of a reset link, and 'Reset Password'. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const form = useForm({
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
    // The messages answer a submit: they stay until the next one; the first field to fix
    // takes the focus.
    reValidateMode: "onSubmit",
  });
  // Why the link was refused (used, expired, unknown) and what to do: request a new one.
  const reset = useResetPassword(
    saveCallbacks(form.setError, LABELS, onSuccess)(
      messages.passwordResetSuccess,
      messages.failedToResetPassword,
    ),
  );
  return (
    <CheckedForm
      form={form}
      onSubmit={({ password }) => reset.mutate({ token, password })}
      className="flex flex-col gap-5"
    >
      <InputField
        control={form.control}
        name="password"
        label={LABELS.password}
        className="gap-2"
        {...NEW_PASSWORD}
        autoFocus
      />
      <InputField
        control={form.control}
        name="confirmPassword"
        label={LABELS.confirmPassword}
        className="gap-2"
        {...NEW_PASSWORD}
      />
      <Button type="submit" className="w-full" disabled={reset.isPending}>
        {messages.resetPassword}
      </Button>
    </CheckedForm>
  );
}
