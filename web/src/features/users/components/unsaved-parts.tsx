import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from "react";

/** What a part of the dialog says when it holds a change not saved yet ("Working pattern"). */
type Report = (part: string, isDirty: boolean) => void;

const UnsavedPartsContext = createContext<Report>(() => {});

/**
 * The parts of the user's pattern and allowance dialog holding a change not saved yet: each
 * part saves on its own (its own button, its own audit), so closing the dialog asks first
 * rather than losing a change silently. `parts()` names them in the dialog's order.
 */
export function useUnsavedParts(order: readonly string[]) {
  const dirty = useRef(new Set<string>());
  const report = useMemo<Report>(() => (part, isDirty) => {
    if (isDirty) dirty.current.add(part);
    else dirty.current.delete(part);
  }, []);
  return {
    report,
    parts: () => order.filter((part) => dirty.current.has(part)),
    clear: () => dirty.current.clear(),
  };
}

export function UnsavedPartsProvider({ report, children }: {
  report: Report;
  children: ReactNode;
}) {
  return <UnsavedPartsContext.Provider value={report}>{children}</UnsavedPartsContext.Provider>;
}

/** Tells the dialog whether `part` holds a change not saved yet; unmounted, it holds none. */
export function useReportUnsaved(part: string, isDirty: boolean) {
  const report = useContext(UnsavedPartsContext);
  useEffect(() => {
    report(part, isDirty);
    return () => report(part, false);
  }, [report, part, isDirty]);
}
