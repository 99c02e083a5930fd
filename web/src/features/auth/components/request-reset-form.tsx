import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { toast } from "sonner";

import { messages } from "@shared/messages.ts";
import { requestResetSchema } from "@shared/schemas/users.ts";

import { LabelledField } from "@/components/form/labelled-field";
import { Button } from "@/components/ui/button";
import { Form } from "@/components/ui/form";
import { Input } from "@/components/ui/input";
import { withLabels } from "@/lib/field-errors";

import { useRequestPasswordReset } from "../api/request-password-reset";

/** The email (required) to mail a reset link to, and 'Send Reset Link'. */
export function RequestResetForm() {
  const form = useForm({
    resolver: withLabels(zodResolver(requestResetSchema), { email: "Email" }),
    defaultValues: { email: "" },
  });
  const showFailure = () => toast.error(messages.failedToSendResetLink);
  const requestReset = useRequestPasswordReset({
    onSuccess: () => {
      // The same answer whether or not the address has an account (no account discovery).
      toast.success(messages.resetLinkSent);
      form.reset();
    },
    onError: showFailure,
  });

  return (
    <Form {...form}>
      <form
        // An address the server's schema would refuse gets the same answer without a request,
        // and what is wrong with it under the field ("Email must be a valid email address").
        onSubmit={form.handleSubmit((input) => requestReset.mutate(input), showFailure)}
        className="flex flex-col gap-5"
        noValidate
      >
        <LabelledField control={form.control} name="email" label="Email" className="gap-2">
          {(field) => (
            <Input
              type="email"
              autoComplete="username"
              placeholder="name@company.com"
              required
              autoFocus
              {...field}
            />
          )}
        </LabelledField>
        <Button type="submit" className="w-full" disabled={requestReset.isPending}>
          {messages.sendResetLink}
        </Button>
      </form>
    </Form>
  );
}
