import { SaveIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** A settings form's Save: full width on a phone, disabled while the save is under way. */
export function SaveButton({ isBusy }: { isBusy: boolean }) {
  return (
    <Button type="submit" className="w-full sm:w-fit" disabled={isBusy}>
      <SaveIcon aria-hidden="true" />
      Save
    </Button>
  );
}
