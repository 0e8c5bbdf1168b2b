import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

afterEach(() => cleanup());

// findBy* and waitFor wait for a condition; their 1 s default is a wall-clock limit that a loaded machine
// can miss (npm test runs these beside the browser journeys, and a run with four journey workers saw a
// PeerPicks result take longer). The wait still ends as soon as the condition holds.
configure({ asyncUtilTimeout: 5_000 });
