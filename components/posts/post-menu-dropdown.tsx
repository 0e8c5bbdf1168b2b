"use client";

import type { ReactNode } from "react";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";

export type PostMenuItem = { key: string; label: string; icon: ReactNode; destructive?: boolean; onSelect: () => void };

/** The post menu's Radix dropdown, loaded on the first press of its button (./post-menu.tsx) and opened at once. */
export function PostMenuDropdown({ trigger, items }: { trigger: ReactNode; items: PostMenuItem[] }) {
  return (
    <DropdownMenu defaultOpen>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {items.map((item) => (
          <DropdownMenuItem key={item.key} onSelect={item.onSelect} className={item.destructive ? "text-destructive focus:text-destructive" : undefined}>
            {item.icon}
            {item.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
