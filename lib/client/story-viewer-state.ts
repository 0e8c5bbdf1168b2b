import { STORY_DURATION_MS, STORY_TICK_MS } from "@/lib/contract/stories/constants";

// The story viewer's timer and position (spec section 4): 5000 ms per story in 50 ms ticks; next
// moves through the group, then to the next group, then closes; previous at a group's first story
// goes to the previous group's last story; pause stops the ticks. Videos do not tick: their
// progress follows playback and they advance when they end.
export type ViewerState = {
  /** stories per group, in strip order */
  sizes: number[];
  groupIndex: number;
  storyIndex: number;
  elapsed: number;
  paused: boolean;
  closed: boolean;
};

export type ViewerAction =
  | { type: "open"; sizes: number[]; groupIndex: number }
  | { type: "sync"; sizes: number[] }
  | { type: "tick"; ms?: number }
  | { type: "videoProgress"; fraction: number }
  | { type: "ended" }
  | { type: "next" }
  | { type: "prev" }
  | { type: "togglePause" }
  | { type: "close" };

export function initialViewerState(sizes: number[] = [], groupIndex = 0): ViewerState {
  const valid = sizes[groupIndex] ? groupIndex : sizes.findIndex((n) => n > 0);
  return { sizes, groupIndex: Math.max(valid, 0), storyIndex: 0, elapsed: 0, paused: false, closed: valid < 0 };
}

function next(state: ViewerState): ViewerState {
  const reset = { ...state, elapsed: 0 };
  if (state.storyIndex + 1 < (state.sizes[state.groupIndex] ?? 0)) return { ...reset, storyIndex: state.storyIndex + 1 };
  for (let g = state.groupIndex + 1; g < state.sizes.length; g += 1) {
    if (state.sizes[g] > 0) return { ...reset, groupIndex: g, storyIndex: 0 };
  }
  return { ...reset, closed: true };
}

function prev(state: ViewerState): ViewerState {
  const reset = { ...state, elapsed: 0 };
  if (state.storyIndex > 0) return { ...reset, storyIndex: state.storyIndex - 1 };
  for (let g = state.groupIndex - 1; g >= 0; g -= 1) {
    if (state.sizes[g] > 0) return { ...reset, groupIndex: g, storyIndex: state.sizes[g] - 1 };
  }
  return reset; // the very first story restarts
}

function sameSizes(a: number[], b: number[]) {
  return a.length === b.length && a.every((n, i) => n === b[i]);
}

export function viewerReducer(state: ViewerState, action: ViewerAction): ViewerState {
  switch (action.type) {
    case "open":
      return initialViewerState(action.sizes, action.groupIndex);
    case "sync": {
      const sizes = action.sizes;
      if (sameSizes(sizes, state.sizes)) return state;
      if (!sizes.some((n) => n > 0) || state.groupIndex >= sizes.length) return { ...state, sizes, closed: true };
      const size = sizes[state.groupIndex];
      if (state.storyIndex < size) return { ...state, sizes, elapsed: 0 };
      // the group's last story went away (deleted): move on as if it had ended
      return next({ ...state, sizes, storyIndex: size - 1 });
    }
    case "tick": {
      if (state.paused || state.closed) return state;
      const elapsed = state.elapsed + (action.ms ?? STORY_TICK_MS);
      return elapsed >= STORY_DURATION_MS ? next(state) : { ...state, elapsed };
    }
    case "videoProgress":
      if (state.closed) return state;
      return { ...state, elapsed: Math.min(Math.max(action.fraction, 0), 1) * STORY_DURATION_MS };
    case "ended":
      return state.closed ? state : next(state);
    case "next":
      return next(state);
    case "prev":
      return prev(state);
    case "togglePause":
      return { ...state, paused: !state.paused };
    case "close":
      return { ...state, closed: true };
  }
}

/** Fill of each progress bar of the current group, 0-100. */
export function progressBars(state: ViewerState): number[] {
  const size = state.sizes[state.groupIndex] ?? 0;
  return Array.from({ length: size }, (_, i) => {
    if (i < state.storyIndex) return 100;
    if (i > state.storyIndex) return 0;
    return Math.min(100, (state.elapsed / STORY_DURATION_MS) * 100);
  });
}

/** Which tap zone a tap at x (0..width) falls in: left third previous, middle pause, right third next. */
export function tapZone(x: number, width: number): "prev" | "pause" | "next" {
  if (width <= 0) return "pause";
  const third = width / 3;
  if (x < third) return "prev";
  if (x >= width - third) return "next";
  return "pause";
}
