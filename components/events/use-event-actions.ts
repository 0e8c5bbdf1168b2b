"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { toast } from "sonner";
import { useApiError } from "@/hooks/use-api-error";
import { apiRequest, serverMessage } from "@/lib/api/client";
import type { EventDto, InterestDto } from "@/lib/events/types";

export const EVENTS_KEY = ["/api/events"] as const;

/** Interest (I'm Interested / RSVP test mode) and delete, each with its notice; the list refetches after. */
export function useEventActions() {
  const t = useTranslations("events.notices");
  const showError = useApiError();
  const queryClient = useQueryClient();

  const applyInterest = (result: InterestDto) => {
    queryClient.setQueryData<EventDto[]>(EVENTS_KEY, (events) =>
      events?.map((e) => (e.id === result.eventId ? { ...e, isInterested: result.isInterested, attendeesCount: result.attendeesCount } : e)),
    );
    void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
  };

  const interest = useMutation({
    mutationFn: (id: string) => apiRequest<InterestDto>("POST", `/api/events/${id}/attend`, { status: "interested" }),
    onSuccess: (result) => {
      applyInterest(result);
      if (result.isInterested) toast.success(t("interested"));
      else toast.success(t("interestRemoved"));
    },
    onError: (error) => showError(error, serverMessage(error, t("interestFailed")), { title: t("interestFailed") }),
  });

  const join = useMutation({
    mutationFn: (id: string) => apiRequest<InterestDto>("POST", `/api/events/${id}/join`, { status: "interested" }),
    onSuccess: (result) => {
      applyInterest(result);
      toast.success(result.isInterested ? t("testRsvpOn") : t("testRsvpOff"));
    },
    onError: (error) => showError(error, serverMessage(error, t("joinFailed")), { title: t("joinFailed") }),
  });

  const remove = useMutation({
    mutationFn: (id: string) => apiRequest("DELETE", `/api/events/${id}`),
    onSuccess: (_result, id) => {
      queryClient.setQueryData<EventDto[]>(EVENTS_KEY, (events) => events?.filter((e) => e.id !== id));
      void queryClient.invalidateQueries({ queryKey: EVENTS_KEY });
      toast.success(t("deleted"));
    },
    onError: (error) => showError(error, serverMessage(error, t("deleteFailed")), { title: t("deleteFailed") }),
  });

  return { interest, join, remove };
}
