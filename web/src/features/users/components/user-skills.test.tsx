// Issue 17 in Manage Users: the skills a user holds, in their working pattern and allowance.
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";

import type { SkillRow } from "@shared/schemas/cover.ts";

import { fillJsdomGaps } from "@/testing/jsdom-gaps";
import { ANN_ID, openAnnPolicy, openManageUsers } from "@/testing/manage-users";

beforeAll(fillJsdomGaps);

const SKILLS: SkillRow[] = [
  { id: 3, name: "First aid", users: 1 },
  { id: 1, name: "Forklift", users: 0 },
  { id: 5, name: "Reach truck", users: 4 },
];

const SKILLS_PATH = `/admin/users/${ANN_ID}/skills`;

function openUsers(answers: Parameters<typeof openManageUsers>[0] = {}) {
  return openManageUsers({
    "GET /admin/skills": { body: SKILLS },
    [`GET ${SKILLS_PATH}`]: { body: { skillIds: [3] } },
    ...answers,
  });
}

/** Ann's edit form, then her working pattern and allowance, at its Skills section. */
async function openSkills(user: ReturnType<typeof openUsers>["user"]) {
  const dialog = await openAnnPolicy(user);
  const heading = await within(dialog).findByRole("heading", { name: "Skills" });
  return within(heading.closest("section")!);
}

describe("a user's skills", { timeout: 15_000 }, () => {
  it("ticks the skills the user holds, and saves the ones ticked", async () => {
    const { user, changes } = openUsers({
      [`PUT ${SKILLS_PATH}`]: { body: { skillIds: [1, 5] } },
    });
    const skills = await openSkills(user);
    expect(await skills.findByRole("checkbox", { name: "First aid" })).toBeChecked();
    expect(skills.getByRole("checkbox", { name: "Forklift" })).not.toBeChecked();
    expect(skills.getByRole("group", { name: "Skills held" })).toBeInTheDocument();

    await user.click(skills.getByRole("checkbox", { name: "First aid" }));
    await user.click(skills.getByRole("checkbox", { name: "Reach truck" }));
    await user.click(skills.getByRole("checkbox", { name: "Forklift" }));
    await user.click(skills.getByRole("button", { name: "Save skills" }));

    expect(await screen.findByText("Skills saved")).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: SKILLS_PATH, body: { skillIds: [1, 5] } }]);
  });

  it("saves no skill at all when every box is cleared", async () => {
    const { user, changes } = openUsers({ [`PUT ${SKILLS_PATH}`]: { body: { skillIds: [] } } });
    const skills = await openSkills(user);
    await user.click(await skills.findByRole("checkbox", { name: "First aid" }));
    await user.click(skills.getByRole("button", { name: "Save skills" }));
    expect(await screen.findByText("Skills saved")).toBeInTheDocument();
    expect(changes()).toEqual([{ method: "PUT", path: SKILLS_PATH, body: { skillIds: [] } }]);
  });

  it("says where to add skills while there is none", async () => {
    const { user, router } = openUsers({ "GET /admin/skills": { body: [] } });
    const skills = await openSkills(user);
    const line = await skills.findByText(/No skills yet: add them in/);
    expect(line).toHaveTextContent("No skills yet: add them in Settings.");
    expect(skills.queryByRole("checkbox")).not.toBeInTheDocument();
    expect(skills.queryByRole("button", { name: "Save skills" })).not.toBeInTheDocument();
    await user.click(skills.getByRole("link", { name: "Settings" }));
    expect(router.state.location.pathname).toBe("/settings");
  });
});
