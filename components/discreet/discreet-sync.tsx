"use client";

import { useEffect } from "react";
import { writeDeviceDiscreet } from "@/components/discreet/device-discreet";
import type { DiscreetSettings } from "@/lib/contract/discreet/types";

/** On every signed-in page load (a sign-in included) this device takes the account's discreet-mode value. */
export function DiscreetSync({ settings }: { settings: DiscreetSettings }) {
  const { enabled, exitUrl } = settings;
  useEffect(() => {
    writeDeviceDiscreet({ enabled, exitUrl });
  }, [enabled, exitUrl]);
  return null;
}
