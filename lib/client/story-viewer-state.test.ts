import { describe, expect, it } from "vitest";
import { initialViewerState, progressBars, tapZone, viewerReducer, type ViewerAction, type ViewerState } from "./story-viewer-state";

const run = (state: ViewerState, ...actions: ViewerAction[]) => actions.reduce(viewerReducer, state);
const ticks = (n: number): ViewerAction[] => Array.from({ length: n }, () => ({ type: "tick" }));

describe("viewer timer", () => {
  it("advances after 100 ticks of 50 ms (5000 ms), not before", () => {
    const start = initialViewerState([2, 1], 0);
    const almost = run(start, ...ticks(99));
    expect(almost).toMatchObject({ groupIndex: 0, storyIndex: 0, elapsed: 4950 });
    expect(run(almost, { type: "tick" })).toMatchObject({ groupIndex: 0, storyIndex: 1, elapsed: 0 });
  });

  it("moves to the next group after a group's last story and closes after the last group", () => {
    const s = run(initialViewerState([2, 1], 0), ...ticks(200));
    expect(s).toMatchObject({ groupIndex: 1, storyIndex: 0, closed: false });
    expect(run(s, ...ticks(100)).closed).toBe(true);
  });

  it("pause stops the ticks and resume continues from the same point", () => {
    const s = run(initialViewerState([1]), ...ticks(10), { type: "togglePause" }, ...ticks(500));
    expect(s).toMatchObject({ elapsed: 500, paused: true, closed: false });
    expect(run(s, { type: "togglePause" }, { type: "tick" }).elapsed).toBe(550);
  });

  it("previous at a group's first story goes to the previous group's last story; at the very first it restarts", () => {
    const s = initialViewerState([3, 2], 1);
    expect(run(s, { type: "prev" })).toMatchObject({ groupIndex: 0, storyIndex: 2, elapsed: 0 });
    const first = run(initialViewerState([3]), ...ticks(20), { type: "prev" });
    expect(first).toMatchObject({ groupIndex: 0, storyIndex: 0, elapsed: 0, closed: false });
  });

  it("videos follow playback and advance only when they end", () => {
    const s = run(initialViewerState([2]), { type: "videoProgress", fraction: 0.5 });
    expect(progressBars(s)).toEqual([50, 0]);
    expect(run(s, { type: "ended" })).toMatchObject({ storyIndex: 1 });
  });

  it("opening on a group starts at its first story; an empty list is closed", () => {
    expect(run(initialViewerState(), { type: "open", sizes: [1, 4], groupIndex: 1 })).toMatchObject({ groupIndex: 1, storyIndex: 0, closed: false });
    expect(initialViewerState([]).closed).toBe(true);
  });

  it("sync after a deletion keeps the position, moves on past a vanished last story, closes when nothing is left", () => {
    const s = run(initialViewerState([2, 1]), { type: "next" });
    expect(run(s, { type: "sync", sizes: [1, 1] })).toMatchObject({ groupIndex: 1, storyIndex: 0 });
    expect(run(initialViewerState([2, 1]), { type: "sync", sizes: [1, 1] })).toMatchObject({ groupIndex: 0, storyIndex: 0 });
    expect(run(initialViewerState([1]), { type: "sync", sizes: [] }).closed).toBe(true);
    const same = run(initialViewerState([2]), ...ticks(3));
    expect(run(same, { type: "sync", sizes: [2] })).toBe(same);
  });
});

describe("progress bars and tap zones", () => {
  it("fills earlier bars, the current one by elapsed time, later ones empty", () => {
    const s = run(initialViewerState([3]), { type: "next" }, ...ticks(50));
    expect(progressBars(s)).toEqual([100, 50, 0]);
  });

  it("splits the width in thirds", () => {
    expect(tapZone(10, 300)).toBe("prev");
    expect(tapZone(150, 300)).toBe("pause");
    expect(tapZone(250, 300)).toBe("next");
    expect(tapZone(0, 0)).toBe("pause");
  });
});
