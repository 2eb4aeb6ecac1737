/** The current time, injectable so rules that depend on it can be tested at any date. */
export class Clock {
  now(): Date {
    return new Date();
  }
}
