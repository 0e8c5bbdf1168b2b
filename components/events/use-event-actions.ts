"use client";

import { useTranslations } from "next-intl";
import { isEventPages } from "@/components/events/event-pages";
import { toast } from "@/components/ui/toast";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest } from "@/lib/client/api-client";
import type { Page } from "@/lib/client/fetch-page";
import { useMutation, useQueryClient, type InfiniteData } from "@/lib/client/query";
import type { EventDto, InterestDto } from "@/lib/contract/events/types";

type EventPages = InfiniteData<Page<EventDto>, string | null>;

/** Applies `change` to every loaded page of the events list. */
function mapPages(pages: EventPages | undefined, change: (events: EventDto[]) => EventDto[]): EventPages | undefined {
  return pages && { ...pages, pages: pages.pages.map((p) => ({ ...p, items: change(p.items) })) };
}

/**
 * Interest (I'm Interested, or the waitlist of a full event / RSVP test mode) and delete, each with
 * its notice; the list refetches after. Interest is asked as "waitlisted": a free place is taken, a
 * full event queues the member instead of refusing.
 */
export function useEventActions({ onChange, known }: { onChange?: (result: InterestDto) => void; known?: Pick<EventDto, "id" | "isWaitlisted">[] } = {}) {
  const t = useTranslations("events.notices");
  const showError = useApiError();
  const queryClient = useQueryClient();

  const findEvent = (id: string) =>
    queryClient
      .getQueriesData<EventPages>({ predicate: isEventPages })
      .flatMap(([, pages]) => pages?.pages ?? []).flatMap((p) => p.items).find((e) => e.id === id) ?? known?.find((e) => e.id === id);

  const applyInterest = (result: InterestDto) => {
    queryClient.setQueriesData<EventPages>({ predicate: isEventPages }, (pages) =>
      mapPages(pages, (events) =>
        events.map((e) =>
          e.id === result.eventId
            ? { ...e, isInterested: result.isInterested, isWaitlisted: result.status === "waitlisted", attendeesCount: result.attendeesCount }
            : e,
        ),
      ),
    );
    void queryClient.invalidateQueries({ predicate: isEventPages });
    onChange?.(result);
  };

  const interest = useMutation({
    mutationFn: (id: string) => apiRequest<InterestDto>("POST", `/api/events/${id}/attend`, { status: "waitlisted" }),
    onSuccess: (result, id) => {
      const wasWaitlisted = findEvent(id)?.isWaitlisted;
      applyInterest(result);
      if (result.isInterested) toast.success(t("interested"));
      else if (result.status === "waitlisted") toast.success(t("waitlisted", { position: result.waitlistPosition ?? 1 }));
      else toast.success(wasWaitlisted ? t("waitlistLeft") : t("interestRemoved"));
    },
    onError: (error) => showError(error, t("interestFailed"), { title: t("interestFailed"), useServerMessage: true }),
  });

  const join = useMutation({
    mutationFn: (id: string) => apiRequest<InterestDto>("POST", `/api/events/${id}/join`, { status: "interested" }),
    onSuccess: (result) => {
      applyInterest(result);
      toast.success(result.isInterested ? t("testRsvpOn") : t("testRsvpOff"));
    },
    onError: (error) => showError(error, t("joinFailed"), { title: t("joinFailed"), useServerMessage: true }),
  });

  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/events/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueriesData<EventPages>({ predicate: isEventPages }, (pages) => mapPages(pages, (events) => events.filter((e) => e.id !== id)));
      void queryClient.invalidateQueries({ predicate: isEventPages });
      toast.success(t("deleted"));
    },
    onError: (error) => showError(error, t("deleteFailed"), { title: t("deleteFailed"), useServerMessage: true }),
  });

  return { interest, join, remove };
}
