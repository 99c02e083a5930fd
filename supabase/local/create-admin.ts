// `npm run create-admin -- --email <email> [--first-name <name>] [--last-name <name>]`: creates
// a Global Administrator on DATABASE_URL (a Supabase project's database, migrated by
// `supabase db push`) or on the embedded database in DATA_DIR (default .data/, migrated here).
// The password is asked without echo on a terminal, or read from the first line of stdin.
// The first administrator of a new project is made this way; nothing else needs SQL.
import { parseArgs } from "node:util";
import { createUserSchema } from "@shared/schemas/users.ts";
import { zodErrorMessage } from "@shared/schemas/common.ts";
import { createUser } from "../functions/api/data/users.ts";
import { connectPostgres } from "../functions/_shared/db-postgres.ts";
import type { Db } from "../functions/_shared/db.ts";
import { openDatabase, prepareDatabase } from "./database.ts";

const USAGE =
  "Usage: npm run create-admin -- --email <email> [--first-name <name>] [--last-name <name>]";

/** The password typed at a terminal with nothing shown, or stdin's first line. */
async function readPassword(): Promise<string> {
  const decoder = new TextDecoder();
  if (!Deno.stdin.isTerminal()) {
    let text = "";
    for await (const chunk of Deno.stdin.readable) {
      text += decoder.decode(chunk, { stream: true });
      if (text.includes("\n")) break;
    }
    return text.split(/\r?\n/)[0];
  }
  await Deno.stdout.write(new TextEncoder().encode("Password (not shown): "));
  Deno.stdin.setRaw(true);
  let typed = "";
  try {
    const buffer = new Uint8Array(64);
    for (;;) {
      const n = await Deno.stdin.read(buffer);
      if (n === null) break;
      const text = decoder.decode(buffer.subarray(0, n));
      if (text.includes("\u0003")) throw new Error("Cancelled");
      const end = text.search(/[\r\n]/);
      for (const char of end < 0 ? text : text.slice(0, end)) {
        typed = char === "\u007f" || char === "\b" ? typed.slice(0, -1) : typed + char;
      }
      if (end >= 0) break;
    }
  } finally {
    Deno.stdin.setRaw(false);
    await Deno.stdout.write(new TextEncoder().encode("\n"));
  }
  return typed;
}

async function open(): Promise<Db & { close(): Promise<void> }> {
  const databaseUrl = Deno.env.get("DATABASE_URL") || undefined;
  if (databaseUrl) return connectPostgres(databaseUrl, { max: 1 });
  const db = await openDatabase({ dataDir: Deno.env.get("DATA_DIR") || ".data" });
  await prepareDatabase(db, { seed: false });
  return db;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    args: Deno.args,
    options: {
      email: { type: "string" },
      "first-name": { type: "string", default: "Global" },
      "last-name": { type: "string", default: "Administrator" },
    },
  });
  if (!values.email) {
    console.error(USAGE);
    return 2;
  }
  const parsed = createUserSchema.safeParse({
    firstName: values["first-name"],
    lastName: values["last-name"],
    email: values.email,
    password: await readPassword(),
    role: "global_admin",
  });
  if (!parsed.success) {
    console.error(`Not created: ${zodErrorMessage(parsed.error)}`);
    return 1;
  }
  const db = await open();
  try {
    const [{ ready }] = await db.privileged((tx) =>
      tx.query<{ ready: boolean }>("select to_regclass('public.users') is not null as ready")
    );
    if (!ready) {
      console.error("Not created: the database has no Leave tables. Run `supabase db push` first.");
      return 1;
    }
    const taken = await db.privileged((tx) =>
      tx.query("select 1 from public.users where email = $1 and deactivated_at is null", [
        parsed.data.email,
      ])
    );
    if (taken.length > 0) {
      console.error(`Not created: a user with the email ${parsed.data.email} already exists.`);
      return 1;
    }
    await db.privileged(async (tx) => {
      await tx.query("select set_config('leave.actor', 'system:create-admin', true)");
      await createUser(tx, parsed.data);
    });
    console.log(`Created the Global Administrator ${parsed.data.email}. They can sign in now.`);
    return 0;
  } finally {
    await db.close();
  }
}

Deno.exit(await main());
