"use client";

import dynamic from "next/dynamic";
import { leftOutOnFailure } from "@/components/shared/left-out-on-failure";

/**
 * The language switcher for screens every route carries (the landing): rendered on the server, its Radix
 * Select loaded apart from the first-load JavaScript; left out if that download fails.
 */
export const LazyLanguageSwitcher = leftOutOnFailure(dynamic(() => import("./language-switcher").then((m) => m.LanguageSwitcher)));
