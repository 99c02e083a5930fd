// The texts of Settings' public holidays, closures, nations, re-counts and booking window
// (issue 29, our wording), kept once for the sections and their tests.
export const holidayMessages = {
  holidaysTitle: "Public holidays",
  holidaysDescription:
    "The days each nation does not work. A request booked from now on counts them as 0 hours; those booked already keep their hours.",
  yearLabel: "Year",
  nationLabel: "Nation",
  addHoliday: "Add holiday",
  noHolidays: (nation: string, year: number) => `No public holidays in ${nation} in ${year}.`,
  failedToFetchHolidays: "Failed to fetch public holidays",
  added: "Added",
  closure: "Closure",
  removedWithClosure: "Removed with its closure",
  holidayAdded: "Public holiday added",
  failedToAddHoliday: "Failed to add public holiday",
  holidayRemoved: "Public holiday removed",
  failedToRemoveHoliday: "Failed to remove public holiday",
  removeHolidayTitle: "Remove public holiday",
  confirmRemoveHoliday: (name: string, date: string, nation: string) =>
    `Remove ${name} (${date}) from ${nation}? It becomes a working day there: requests booked from now on count its hours.`,
  addHolidayDescription:
    "A one-off day off, such as a royal occasion. Requests booked from now on count it as 0 hours.",
  nationsLegend: "Nations",
  partLabel: "Part of the day",
  partOptions: { full: "Whole day", morning: "Morning only", afternoon: "Afternoon only" },
  halfDay: (part: "morning" | "afternoon") => part === "morning" ? "Morning" : "Afternoon",

  closuresTitle: "Company closures",
  closuresDescription:
    "Days the whole company is closed, such as a summer or Christmas shutdown, in every nation.",
  addClosure: "Add closure",
  noClosures: "No company closures.",
  failedToFetchClosures: "Failed to fetch company closures",
  noWorkingHours: "No working hours",
  noWorkingHoursHint:
    "Its days become public holidays in every nation: nobody is booked, and requests over them cost nothing.",
  countsAsHoliday: "Counts as holiday: books everyone scheduled",
  countsAsHolidayHint:
    "Everyone who works those days is booked an approved holiday, taken from their allowance.",
  countsAsHolidayBooked: (booked: number) => `Counts as holiday (${booked} booked)`,
  closureAdded: "Closure added",
  closureBooked: (booked: number) =>
    `Closure added: ${booked === 1 ? "1 person" : `${booked} people`} booked`,
  closureSkipped: (names: readonly string[]) =>
    `Not booked, as they have a request over these days already: ${names.join(", ")}.`,
  failedToAddClosure: "Failed to add closure",
  closureRemoved: "Closure removed",
  failedToRemoveClosure: "Failed to remove closure",
  removeClosureTitle: "Remove closure",
  confirmRemoveClosedDays: (name: string) =>
    `Remove ${name}? Its days become working days again in every nation.`,
  confirmRemoveBookedClosure: (name: string, booked: number) =>
    `Remove ${name}? ${
      booked === 1 ? "The 1 holiday it booked is" : `The ${booked} holidays it booked are`
    } cancelled, and the hours go back to their allowances.`,

  nationsTitle: "Nations",
  nationsDescription:
    "Whose public holidays each department keeps. A user may keep another nation's than their department's.",
  departmentsLabel: "Departments",
  ownNationsLabel: "Users with a nation of their own",
  noOwnNations: "Everyone keeps their department's nation.",
  departmentsNation: "Department's",
  nationOf: (name: string) => `Nation of ${name}`,
  userLabel: "User",
  keepOwnNation: "Keep own nation",
  failedToFetchNations: "Failed to fetch nations",
  nationSaved: "Nation saved",
  failedToSaveNation: "Failed to save nation",

  recountTitle: "Requests to re-count",
  recountDescription:
    "Requests booked before a public holiday was added or removed keep their hours. Re-count one to charge what it takes now.",
  noRecounts: "Every request's hours match today's holidays.",
  failedToFetchRecounts: "Failed to fetch requests to re-count",
  booked: "Booked",
  nowHours: "Now",
  recount: "Re-count",
  recountOf: (name: string, dates: string) => `Re-count ${name}'s request, ${dates}`,
  recounted: (name: string, hours: number) =>
    `Re-counted: ${name}'s request now takes ${hours} ${hours === 1 ? "hour" : "hours"}`,
  failedToRecount: "Failed to re-count request",

  windowTitle: "Booking window",
  windowDescription:
    "Days employees may not book for themselves, such as the Christmas shutdown. Administrators can still book them for anyone.",
  windowOnLabel: "Refuse employees' own requests in this window",
  windowFromLabel: "From",
  windowToLabel: "To",
  windowToHint: "A To before From runs over the new year, e.g. 20 December to 3 January.",
  windowPreview: (refusal: string) => `Employees will be told: ${refusal}`,
  windowOff: "Employees can book any day",
  windowSaved: "Booking window saved",
  failedToSaveWindow: "Failed to save booking window",
  failedToFetchWindow: "Failed to fetch booking window",
} as const;
