import { useId } from "react";
import { toast } from "sonner";

import type { HolidayRegion, HolidayRegions } from "@shared/schemas/public-holidays.ts";

import { LoadStatus } from "@/components/list-status";
import { OptionSelect } from "@/components/option-select";
import { SettingsSection } from "@/components/settings-card";
import { Label } from "@/components/ui/label";
import { useErrorToast } from "@/hooks/use-error-toast";
import { refusalDetail } from "@/lib/refusal";

import { useHolidayRegions } from "../api/get-holiday-regions";
import { useUpdateDepartmentRegion } from "../api/update-department-region";
import { useUpdateUserRegion } from "../api/update-user-region";
import { holidayMessages as texts } from "../holiday-messages";
import { NATION_OPTIONS } from "../utils/holidays";
import { UserNationForm } from "./user-nation-form";

/** The user select's choice of their department's nation (a select's value cannot be ""). */
const DEPARTMENTS = "department";
const USER_OPTIONS = [{ value: DEPARTMENTS, label: texts.departmentsNation }, ...NATION_OPTIONS];

const saveToasts = {
  onSuccess: () => toast.success(texts.nationSaved),
  onError: (error: Error) => toast.error(texts.failedToSaveNation, refusalDetail(error)),
};

/**
 * The Nations section (issue 29): each department's nation, the users who keep one of their own
 * (or their department's again), and a user given one of their own.
 */
export function HolidayNations() {
  const query = useHolidayRegions();
  useErrorToast(query.error, texts.failedToFetchNations);
  return (
    <SettingsSection title={texts.nationsTitle} description={texts.nationsDescription}>
      {query.data
        ? <NationLists regions={query.data} />
        : <LoadStatus query={query} errorMessage={texts.failedToFetchNations} />}
    </SettingsSection>
  );
}

function NationLists({ regions }: { regions: HolidayRegions }) {
  const id = useId();
  const saveDepartment = useUpdateDepartmentRegion(saveToasts);
  const saveUser = useUpdateUserRegion(saveToasts);
  // A select shows the nation being saved until the lists are read again.
  const departmentRegion = (department: HolidayRegions["departments"][number]) =>
    saveDepartment.isPending && saveDepartment.variables.id === department.id
      ? saveDepartment.variables.region
      : department.region;
  const userRegion = (user: HolidayRegions["users"][number]) =>
    saveUser.isPending && saveUser.variables.id === user.id
      ? saveUser.variables.region ?? DEPARTMENTS
      : user.region;

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <div className="grid content-start gap-3">
        <h3 id={`${id}-departments`} className="font-medium">{texts.departmentsLabel}</h3>
        <ul aria-labelledby={`${id}-departments`} className="grid gap-3">
          {regions.departments.map((department) => (
            <li
              key={department.id}
              className="grid gap-1.5 sm:grid-cols-[1fr_14rem] sm:items-center sm:gap-4"
            >
              <Label htmlFor={`${id}-d${department.id}`} className="break-words">
                {department.name}
              </Label>
              <OptionSelect
                id={`${id}-d${department.id}`}
                value={departmentRegion(department)}
                onChange={(region: HolidayRegion) =>
                  saveDepartment.mutate({ id: department.id, region })}
                options={NATION_OPTIONS}
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="grid content-start gap-3">
        <h3 id={`${id}-users`} className="font-medium">{texts.ownNationsLabel}</h3>
        {regions.users.length === 0
          ? <p className="text-sm text-muted-foreground">{texts.noOwnNations}</p>
          : (
            <ul aria-labelledby={`${id}-users`} className="grid gap-3">
              {regions.users.map((user) => (
                <li
                  key={user.id}
                  className="grid gap-1.5 sm:grid-cols-[1fr_14rem] sm:items-center sm:gap-4"
                >
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-u${user.id}`} className="break-words">
                      {user.name}
                    </Label>
                    <span
                      id={`${id}-u${user.id}-department`}
                      className="text-sm text-muted-foreground"
                    >
                      {user.department}
                    </span>
                  </div>
                  <OptionSelect
                    id={`${id}-u${user.id}`}
                    aria-describedby={`${id}-u${user.id}-department`}
                    value={userRegion(user)}
                    onChange={(choice) =>
                      saveUser.mutate({
                        id: user.id,
                        region: choice === DEPARTMENTS ? null : choice as HolidayRegion,
                      })}
                    options={USER_OPTIONS}
                  />
                </li>
              ))}
            </ul>
          )}
        <UserNationForm />
      </div>
    </div>
  );
}
