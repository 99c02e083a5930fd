// What a bench result was measured on, written beside its rows so that two results can be
// compared knowingly: the machine, the runtimes and database, and the commit of the code.
import type { Db } from "../supabase/functions/_shared/db.ts";

export interface Environment {
  machine: {
    cpu: string;
    cores: number;
    memoryGb: number;
    os: string;
    /** 1, 5 and 15 minute load averages when the bench started: others' work shares the cores. */
    loadAverage: number[];
  };
  versions: { deno: string; v8: string; node: string; pglite: string; postgres: string };
  git: { commit: string; dirty: boolean } | null;
}

/** The output of a command, trimmed; null when it cannot run or fails. */
async function output(command: string, args: string[]): Promise<string | null> {
  try {
    const { success, stdout } = await new Deno.Command(command, {
      args,
      stdout: "piped",
      stderr: "null",
    }).output();
    return success ? new TextDecoder().decode(stdout).trim() : null;
  } catch {
    return null;
  }
}

function cpuModel(): string {
  try {
    const cpuinfo = Deno.readTextFileSync("/proc/cpuinfo");
    return /^(?:model name|Hardware|cpu model)\s*:\s*(.+)$/m.exec(cpuinfo)?.[1].trim() ??
      "unknown";
  } catch {
    return "unknown";
  }
}

async function pgliteVersion(): Promise<string> {
  try {
    const url = new URL("../node_modules/@electric-sql/pglite/package.json", import.meta.url);
    return JSON.parse(await Deno.readTextFile(url)).version;
  } catch {
    return "unknown";
  }
}

/** The machine, the versions (`db` answers its own) and the git commit, with `dirty` when
 * tracked files differ from it. */
export async function describeEnvironment(db: Db): Promise<Environment> {
  const [{ version }] = await db.privileged((tx) =>
    tx.query<{ version: string }>("select version() as version")
  );
  const commit = await output("git", ["rev-parse", "HEAD"]);
  const changes = await output("git", ["status", "--porcelain", "--untracked-files=no"]);
  return {
    machine: {
      cpu: cpuModel(),
      cores: navigator.hardwareConcurrency,
      memoryGb: Math.round(Deno.systemMemoryInfo().total / 1024 ** 3 * 10) / 10,
      os: `${Deno.build.os} ${Deno.osRelease()} ${Deno.build.arch}`,
      loadAverage: Deno.loadavg(),
    },
    versions: {
      deno: Deno.version.deno,
      v8: Deno.version.v8,
      node: (await output("node", ["--version"]))?.replace(/^v/, "") ?? "unknown",
      pglite: await pgliteVersion(),
      postgres: version,
    },
    git: commit ? { commit, dirty: Boolean(changes) } : null,
  };
}

/** One line of it for the console. */
export function environmentLine(env: Environment, dbKind: string): string {
  const { machine, versions, git } = env;
  const database = dbKind === "pglite"
    ? `PGlite ${versions.pglite} (${versions.postgres.split(" on ")[0]})`
    : versions.postgres.split(" on ")[0];
  const commit = git
    ? `${git.commit.slice(0, 12)}${git.dirty ? " + uncommitted changes" : ""}`
    : "?";
  return `${machine.cpu}, ${machine.cores} cores, ${machine.memoryGb} GB, load ${
    machine.loadAverage.map((n) => n.toFixed(1)).join(" ")
  }; deno ${versions.deno}, ` +
    `node ${versions.node}, ${database}; commit ${commit}`;
}
