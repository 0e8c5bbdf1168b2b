"use client";

import dynamic from "next/dynamic";

/** The language switcher for screens every route carries (the landing): rendered on the server, its Radix Select loaded apart from the first-load JavaScript. */
export const LazyLanguageSwitcher = dynamic(() => import("./language-switcher").then((m) => m.LanguageSwitcher));
