/**
 * Department payload (spec sections 3 and 7).
 */
import { z } from "zod";
import { requiredText } from "./common.ts";

/** { name } trimmed, 1-100 characters: "  QC " → "QC". An id in a PUT body is ignored. */
export const departmentSchema = z.object({ name: requiredText(100) });

/** A parsed department payload. */
export type DepartmentInput = z.infer<typeof departmentSchema>;
