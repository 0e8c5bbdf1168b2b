"use client";

import { EllipsisVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { useDeferredMenu } from "@/hooks/use-deferred-menu";

// The dropdown and its confirmation load when the menu is first used.
const loadDropdown = () => import("./event-organizer-menu-dropdown").then((m) => m.EventOrganizerMenuDropdown);

type Props = { eventId: string; title: string; deleting: boolean; onDelete: () => void };

/** The organizer's Edit Event / Delete Event menu, with the spec's delete confirmation. */
export function EventOrganizerMenu(props: Props) {
  const t = useTranslations("events");
  const { Menu, triggerProps } = useDeferredMenu(loadDropdown);
  const trigger = (
    <Button variant="ghost" size="icon" aria-label={t("card.options", { title: props.title })} {...triggerProps}>
      <EllipsisVertical className="size-5" aria-hidden />
    </Button>
  );
  return Menu ? <Menu {...props} trigger={trigger} /> : trigger;
}
