"use client";

import { Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

type Props = { eventId: string; title: string; deleting: boolean; onDelete: () => void; trigger: ReactNode };

/** EventOrganizerMenu's Radix dropdown and confirmation, loaded on the first press of its button (./event-organizer-menu.tsx) and opened at once. */
export function EventOrganizerMenuDropdown({ eventId, title, deleting, onDelete, trigger }: Props) {
  const t = useTranslations("events");
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu defaultOpen>
        <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          <DropdownMenuItem asChild>
            <Link href={`/edit-event/${eventId}`}>
              <Pencil className="size-4" aria-hidden />
              {t("card.editEvent")}
            </Link>
          </DropdownMenuItem>
          <DropdownMenuItem className="text-destructive focus:text-destructive" onSelect={() => setConfirming(true)}>
            <Trash2 className="size-4" aria-hidden />
            {t("card.deleteEvent")}
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t("deleteDialog.title")}
        description={t("deleteDialog.description", { title })}
        cancelLabel={t("deleteDialog.cancel")}
        confirmLabel={t("deleteDialog.confirm")}
        destructive
        pending={deleting}
        onConfirm={() => {
          onDelete();
          setConfirming(false);
        }}
      />
    </>
  );
}
