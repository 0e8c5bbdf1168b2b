"use client";

import { useEffect } from "react";

const MARK = "data-niji-title";

/**
 * Keeps the document titled. After some client-side navigations between signed-in screens, Next's
 * metadata leaves the head with no <title> at all (seen going from Home to Notifications, both
 * titled the same), so screen readers announce an untitled page and the tab shows the address.
 * While the head has no other title this adds one with the screen's title (the neutral one in
 * discreet mode, computed as the metadata is); once another appears, it removes its own.
 */
export function TitleGuard({ title }: { title: string }) {
  useEffect(() => {
    const keep = () => {
      const own = document.head.querySelector<HTMLTitleElement>(`title[${MARK}]`);
      const others = [...document.head.querySelectorAll("title")].filter((element) => element !== own);
      if (others.length > 0) {
        own?.remove();
        return;
      }
      if (own) {
        if (own.textContent !== title) own.textContent = title;
        return;
      }
      const element = document.createElement("title");
      element.setAttribute(MARK, "");
      element.textContent = title;
      document.head.appendChild(element);
    };
    keep();
    const observer = new MutationObserver(keep);
    observer.observe(document.head, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.head.querySelector(`title[${MARK}]`)?.remove();
    };
  }, [title]);
  return null;
}
