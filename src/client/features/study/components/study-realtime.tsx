/*
 * Keeps the study area in step, mounted once in the signed-in layout: a review made in my
 * other tab or phone (`study:reviewed`) moves the card and its set's counts here, and the
 * server's answer to each review this tab sent settles the card.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serverEvents } from '../../../../contract/socket-events.ts';
import { onOutboxEvent } from '../../../lib/outbox.ts';
import { useSocketEvent } from '../../../lib/socket.ts';
import { applyReview, settleSentReview } from '../api/card-cache.ts';

export function StudyRealtime() {
  const queryClient = useQueryClient();
  useSocketEvent(serverEvents.studyReviewed, (event) => applyReview(queryClient, event));
  useEffect(() => onOutboxEvent((event) => settleSentReview(queryClient, event)), [queryClient]);
  return null;
}
