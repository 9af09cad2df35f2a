// The arithmetic of delivery dates: pure functions of a moment and the rules (ADR 52). Days are
// calendar days of the marketplace's time zone, written `YYYY-MM-DD`.

/** The days and hours the marketplace's vendors and couriers work. */
export interface WorkingCalendar {
  /** An IANA time zone: the marketplace's days and its cut-off are its own. */
  timeZone: string;
  /** Orders placed at or after this hour (0–24) count from the next working day. */
  cutoffHour: number;
  /** Days of the week nobody works: 0 is Sunday, 5 Friday. */
  closedWeekdays: readonly number[];
  /** Gregorian days closed every year, `MM-DD` (national days). */
  closedDates: readonly string[];
  /** Umm al-Qura Hijri days closed every year, `MM-DD` (the Eids). */
  closedHijriDates: readonly string[];
}

/** How long a parcel takes: the vendor's handling, then the courier's fewest and most days. */
export interface DeliverySpeed {
  handlingDays: number;
  transitDays: readonly [number, number];
}

export interface DeliveryWindowDays {
  earliest: string;
  latest: string;
}

const dayMs = 86_400_000;
/** No calendar closes more than this many days in a row; past it the rules are wrong. */
const maxClosedRun = 60;

/** A day as a whole number of days since 1970-01-01. */
type DayNumber = number;

const dayOf = (iso: string): DayNumber => Date.parse(`${iso}T00:00:00Z`) / dayMs;
export const isoOf = (day: DayNumber): string => new Date(day * dayMs).toISOString().slice(0, 10);

const localParts = new Map<string, Intl.DateTimeFormat>();
function localFormat(timeZone: string): Intl.DateTimeFormat {
  let format = localParts.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-CA-u-nu-latn", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    localParts.set(timeZone, format);
  }
  return format;
}

/** The day and the time of day (in hours, with minutes as a fraction) of a moment in a zone. */
export function localTimeOf(now: Date, timeZone: string): { day: string; hours: number } {
  const parts = Object.fromEntries(
    localFormat(timeZone)
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    hours: Number(parts.hour) + Number(parts.minute) / 60,
  };
}

const hijriFormat = new Intl.DateTimeFormat("en-u-ca-islamic-umalqura-nu-latn", {
  timeZone: "UTC",
  month: "numeric",
  day: "numeric",
});

/** A day's Umm al-Qura month and day, `MM-DD` (`10-01` is the first of Shawwal). */
export function hijriMonthDayOf(iso: string): string {
  const parts = Object.fromEntries(
    hijriFormat.formatToParts(new Date(`${iso}T00:00:00Z`)).map((part) => [part.type, part.value]),
  );
  return `${String(parts.month).padStart(2, "0")}-${String(parts.day).padStart(2, "0")}`;
}

/** Whether vendors and couriers work on a day. */
export function isWorkingDay(iso: string, calendar: WorkingCalendar): boolean {
  const weekday = new Date(`${iso}T00:00:00Z`).getUTCDay();
  if (calendar.closedWeekdays.includes(weekday)) return false;
  if (calendar.closedDates.includes(iso.slice(5))) return false;
  return !calendar.closedHijriDates.includes(hijriMonthDayOf(iso));
}

/** The first working day after `iso`. */
function nextWorkingDay(iso: string, calendar: WorkingCalendar): string {
  let day = dayOf(iso);
  for (let step = 0; step < maxClosedRun; step += 1) {
    day += 1;
    if (isWorkingDay(isoOf(day), calendar)) return isoOf(day);
  }
  throw new RangeError(`no working day within ${maxClosedRun} days of ${iso}`);
}

/** The working day `count` working days after `iso` (`iso` itself for 0). */
export function addWorkingDays(iso: string, count: number, calendar: WorkingCalendar): string {
  let day = iso;
  for (let step = 0; step < count; step += 1) day = nextWorkingDay(day, calendar);
  return day;
}

/**
 * The working day an order placed at `now` counts from: today when it is a working day and the
 * cut-off has not passed, else the next working day.
 */
export function orderDayOf(now: Date, calendar: WorkingCalendar): string {
  const { day, hours } = localTimeOf(now, calendar.timeZone);
  return isWorkingDay(day, calendar) && hours < calendar.cutoffHour
    ? day
    : nextWorkingDay(day, calendar);
}

/**
 * When an order placed at `now` arrives: the vendor hands it over `handlingDays` working days
 * after its order day (the same day for 0), and the courier delivers between its fewest and most
 * working days after that.
 */
export function deliveryWindowOf(
  now: Date,
  speed: DeliverySpeed,
  calendar: WorkingCalendar,
): DeliveryWindowDays {
  const dispatched = addWorkingDays(orderDayOf(now, calendar), speed.handlingDays, calendar);
  const [fewest, most] = speed.transitDays;
  return {
    earliest: addWorkingDays(dispatched, fewest, calendar),
    latest: addWorkingDays(dispatched, most, calendar),
  };
}
