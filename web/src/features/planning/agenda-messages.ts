// The "Who's off" agenda's texts (issue 31, item 7, our wording), kept once for the view and its
// tests.
export const agendaMessages = {
  viewAgenda: "Who's off",
  heading: "Who's off: today and the next 7 days",
  today: "Today",
  nobodyOff: "Nobody off",
  holiday: "Holiday",
  appointment: "Appointment",
  morning: "morning",
  afternoon: "afternoon",
  until: "until",
  from: "from",
} as const;
