import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";
import { resetPasswordFormSchema } from "@shared/schemas/users.ts";

import { LabelledField } from "@/components/form/labelled-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { withLabels } from "@/lib/field-errors";
import { reportRefusal } from "@/lib/refusal";

import { useResetPassword } from "../api/reset-password";

const LABELS = { password: "New Password", confirmPassword: "Confirm Password" };

/**
 * The shared form schema (mismatch → 'Passwords do not match' on the confirmation), its
 * messages named by the form's labels: "New Password must be at least 8 characters".
 */
const resolver = withLabels(zodResolver(resetPasswordFormSchema), LABELS);

/** New and confirm password for the token of a reset link, and 'Reset Password'. */
export function ResetPasswordForm({ token, onSuccess }: { token: string; onSuccess: () => void }) {
  const form = useForm({
    resolver,
    defaultValues: { password: "", confirmPassword: "" },
    // The messages answer a submit: they stay until the next one; the first field to fix
    // takes the focus.
    reValidateMode: "onSubmit",
  });
  const reset = useResetPassword({
    onSuccess: () => {
      toast.success(messages.passwordResetSuccess);
      onSuccess();
    },
    // Why the link was refused (used, expired, unknown) and what to do: request a new one.
    onError: (error) => {
      reportRefusal(messages.failedToResetPassword, error, form.setError, LABELS);
    },
  });

  return (
    <Form {...form}>
      <form
        onSubmit={form.handleSubmit(({ password }) => reset.mutate({ token, password }))}
        className="flex flex-col gap-5"
        noValidate
      >
        <LabelledField
          control={form.control}
          name="password"
          label="New Password"
          className="gap-2"
        >
          {(field) => (
            <Input type="password" autoComplete="new-password" required autoFocus {...field} />
          )}
        </LabelledField>
        <LabelledField
          control={form.control}
          name="confirmPassword"
          label="Confirm Password"
          className="gap-2"
        >
          {(field) => <Input type="password" autoComplete="new-password" required {...field} />}
        </LabelledField>
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {messages.resetPassword}
        </Button>
      </form>
    </Form>
  );
}
