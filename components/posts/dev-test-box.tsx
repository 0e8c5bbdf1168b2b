"use client";

import dynamic from "next/dynamic";

// Home's development-only box: its code loads only where it shows (devToolsEnabled), not with every Home.
export const DevTestBox = dynamic(() => import("./dev-test-content").then((m) => m.DevTestContent));
