"use client";

import dynamic from "next/dynamic";
import { leftOutOnFailure } from "@/components/shared/left-out-on-failure";

// Home's development-only box: its code loads only where it shows (devToolsEnabled), not with every Home.
export const DevTestBox = leftOutOnFailure(dynamic(() => import("./dev-test-content").then((m) => m.DevTestContent)));
