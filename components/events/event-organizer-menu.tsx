"use client";

import { EllipsisVertical, Pencil, Trash2 } from "lucide-react";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

type Props = { eventId: string; title: string; deleting: boolean; onDelete: () => void };

/** The organizer's Edit Event / Delete Event menu, with the spec's delete confirmation. */
export function EventOrganizerMenu({ eventId, title, deleting, onDelete }: Props) {
  const t = useTranslations("events");
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon" aria-label={t("card.options", { title })}>
            <EllipsisVertical className="size-5" aria-hidden />
          </Button>
        </DropdownMenuTrigger>
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
