import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { messages as en } from "@/messages/en";
import { messages as ja } from "@/messages/ja";
import { LOCALE_COOKIE, resolveLocale } from "./locale";

const catalogs = { en, ja };

export default getRequestConfig(async () => {
  const [cookieStore, headerList] = await Promise.all([cookies(), headers()]);
  const locale = resolveLocale({ cookie: cookieStore.get(LOCALE_COOKIE)?.value, acceptLanguage: headerList.get("accept-language") });
  return { locale, messages: catalogs[locale], timeZone: "Asia/Tokyo" };
});
