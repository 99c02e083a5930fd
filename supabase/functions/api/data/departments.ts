// SQL of departments. Every function takes the open transaction first.
import type { Tx } from "../../_shared/db.ts";
import { deleteById } from "./rows.ts";
import type { Department } from "@shared/schemas/responses.ts";

export type { Department };

/** Every department, by name. */
export function findDepartments(tx: Tx): Promise<Department[]> {
  return tx.query<Department>("select id, name from public.departments order by lower(name), id");
}

export async function createDepartment(tx: Tx, name: string): Promise<Department> {
  const [row] = await tx.query<Department>(
    "insert into public.departments (name) values ($1) returning id, name",
    [name],
  );
  return row;
}

/** The renamed department, or undefined when there is none with that id. */
export async function updateDepartment(
  tx: Tx,
  id: number,
  name: string,
): Promise<Department | undefined> {
  const [row] = await tx.query<Department>(
    "update public.departments set name = $2 where id = $1 returning id, name",
    [id, name],
  );
  return row;
}

/** Deletes a department (its users keep working with no department); false when none. */
export function deleteDepartment(tx: Tx, id: number): Promise<boolean> {
  return deleteById(tx, "public.departments", id);
}
