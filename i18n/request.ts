import { getRequestConfig } from "next-intl/server";
import { messages } from "@/messages/en";

// One locale today (English, the spec's wording); a Japanese catalog slots in beside it.
export const DEFAULT_LOCALE = "en";

export default getRequestConfig(async () => ({
  locale: DEFAULT_LOCALE,
  messages,
  timeZone: "Asia/Tokyo",
}));
