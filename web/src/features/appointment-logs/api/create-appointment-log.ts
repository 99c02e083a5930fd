import {
  type InvalidatingMutationOptions,
  useInvalidatingMutation,
} from "@/api/use-invalidating-mutation";
import { api } from "@/lib/api-client";

import type { AppointmentLog } from "./get-appointment-logs";
import { appointmentChangeRoots } from "./query-keys";

/** The create payload (spec section 7). */
export type AppointmentLogInput = {
  event_from_date: string;
  event_to_date: string;
  start_time: string;
  end_time: string;
  reason: string;
};

export type CreateAppointmentLogInput = AppointmentLogInput & { user_id: string };

/** POST /api/appointment-logs. */
export function createAppointmentLog(input: CreateAppointmentLogInput): Promise<AppointmentLog> {
  return api.post<AppointmentLog>("/appointment-logs", input);
}

export function useCreateAppointmentLog(
  options: InvalidatingMutationOptions<AppointmentLog, CreateAppointmentLogInput> = {},
) {
  return useInvalidatingMutation(createAppointmentLog, options, appointmentChangeRoots);
}
