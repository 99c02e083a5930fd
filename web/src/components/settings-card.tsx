import { type ReactNode, useId } from "react";

import { ListStatus } from "@/components/list-status";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { useErrorToast } from "@/hooks/use-error-toast";

/**
 * A setting's card on the Settings page (allowance, health data, trigger points, calendar
 * feeds): its heading and what it does, then its form once the setting is read, or that it is
 * loading or could not be read (with the failure's toast).
 */
export function SettingsCard<Data>({ title, description, query, failedToFetch, children }: {
  title: string;
  description: string;
  query: { data?: Data; isPending: boolean; isError: boolean; error: unknown };
  failedToFetch: string;
  children: (data: Data) => ReactNode;
}) {
  const titleId = useId();
  useErrorToast(query.error, failedToFetch);
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <h2 id={titleId} className="leading-none font-semibold">{title}</h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {query.data !== undefined ? children(query.data) : (
          <ListStatus
            isPending={query.isPending}
            isError={query.isError}
            isEmpty={false}
            errorMessage={failedToFetch}
            emptyMessage=""
          />
        )}
      </CardContent>
    </Card>
  );
}
