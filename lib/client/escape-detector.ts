// Three presses of Escape within a short window mean "get out now".
export const ESCAPE_PRESSES = 3;
export const ESCAPE_WINDOW_MS = 1500;

/** Returns a function fed each key press (key, time in ms); it answers true on the press that completes the triple. */
export function createEscapeDetector(presses = ESCAPE_PRESSES, windowMs = ESCAPE_WINDOW_MS) {
  let times: number[] = [];
  return (key: string, now: number) => {
    if (key !== "Escape") {
      times = [];
      return false;
    }
    times = [...times.filter((t) => now - t < windowMs), now];
    if (times.length < presses) return false;
    times = [];
    return true;
  };
}
