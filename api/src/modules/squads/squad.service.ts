import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ErrorCode, isReportReason, LIMITS, MSG } from '@poolmates/schema';
import { clock } from '../../platform/clock.js';
import { appendEvent, publishEvents, topicStream, type LogEvent } from '../../platform/events.js';
import { AppError, conflict, forbidden, notFound, userInput } from '../../platform/errors.js';
import { pageById, type PageArgs } from '../../platform/pagination.js';
import { NotificationType } from '../notifications/notification.entity.js';
import { notificationService } from '../notifications/notification.service.js';
import { addSquadMember, announceMembership, removeSquadMember, squadMemberIds } from '../topics/membership.js';
import { Topic } from '../topics/topic.entity.js';
import { User } from '../users/user.entity.js';
import { AccountStatus } from '../users/user.enums.js';
import { SquadReport } from './squad-report.entity.js';
import { squadPolicy } from './squad.policy.js';
import { RequestKind, RequestStatus, TopicRequest } from './topic-request.entity.js';
import { requestNotifications } from './request.notification.js';
import { throttleWrite } from '../../platform/write-limits.js';
import { type SignedInContext } from '../../platform/auth.js';

/**
 * Takes a member out of the squad with its event in one transaction: the squad stream of everyone
 * (the one who went included) carries it, and ends the gone member's streams there (decision 051).
 */
async function leaveSquad(ctx: SignedInContext, topicId: number, userId: number, kind: 'member.removed' | 'member.left'): Promise<void> {
  const event = await ctx.em.transactional(async (em) => {
    if (!(await removeSquadMember(em, topicId, userId))) throw notFound(MSG.notAMember);
    return appendEvent(em, topicStream(topicId), kind, ctx.viewer.id, { userId });
  });
  publishEvents(ctx.deps.pubsub, [event]);
  announceMembership(ctx.deps.pubsub, topicId, userId, false);
}

const squadFull = () => new AppError(ErrorCode.SQUAD_FULL, MSG.squadFull);
const withdrawn = () => new AppError(ErrorCode.REQUEST_WITHDRAWN, MSG.requestWithdrawn);

/** The topic row, locked until the transaction ends: every capacity decision goes through here. */
async function lockTopic(em: EntityManager, topicId: number): Promise<Topic> {
  const topic = await em.findOne(Topic, { id: topicId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!topic) throw notFound(MSG.topicNotFound);
  return topic;
}

/** Creates a request after the checks every direction shares, under the topic lock. */
async function openRequest(ctx: SignedInContext, topicId: number, kind: RequestKind, candidateId: number): Promise<TopicRequest> {
  const viewer = ctx.viewer;
  await throttleWrite(ctx, 'squadRequest'); // counted outside the transaction: a refusal still counts
  let made: LogEvent[] = [];
  const request = await ctx.em.transactional(async (em) => {
    const topic = await lockTopic(em, topicId);
    if (topic.endsAt <= clock.now()) throw conflict(MSG.topicEnded);
    if (kind === RequestKind.INVITE && !squadPolicy.canInvite(viewer, topic)) throw forbidden(MSG.onlyOwnerInvites);
    if (candidateId === topic.owner.id) throw userInput('topicId', MSG.ownerCannotJoin);
    const squad = await squadMemberIds(em, topic.id);
    if (squad.includes(candidateId)) throw conflict(MSG.alreadyMember);
    if (squad.length >= topic.squadSize) throw squadFull();
    if (await em.count(TopicRequest, { topic: topic.id, candidate: candidateId, status: RequestStatus.PENDING })) throw conflict(MSG.requestAlreadyOpen);
    const recipientId = kind === RequestKind.JOIN ? topic.owner.id : candidateId;
    const req = em.create(TopicRequest, {
      topic,
      kind,
      sender: em.getReference(User, viewer.id),
      recipient: em.getReference(User, recipientId),
      candidate: em.getReference(User, candidateId),
      createdAt: clock.now(),
    });
    await em.flush();
    const text = kind === RequestKind.JOIN ? `${viewer.username} wants to join ${topic.title}` : `${viewer.username} invites you to ${topic.title}`;
    made = await notificationService.events(em, { added: notificationService.add(em, [{ userId: recipientId, actorId: viewer.id, type: NotificationType.REQUEST, topicId: topic.id, requestId: req.id, text }]) });
    return req;
  });
  notificationService.publish(ctx.deps, made);
  return request;
}

export const squadService = {
  /** 'Start now': the viewer asks the owner to join. */
  requestToJoin(ctx: SignedInContext, topicId: number): Promise<TopicRequest> {
    return openRequest(ctx, topicId, RequestKind.JOIN, ctx.viewer.id);
  },

  /** 'Send Request': the owner invites someone. */
  async invite(ctx: SignedInContext, topicId: number, userId: number): Promise<TopicRequest> {
    const target = await ctx.em.findOne(User, { id: userId, status: AccountStatus.ACTIVE });
    if (!target) throw notFound(MSG.userNotFound);
    return openRequest(ctx, topicId, RequestKind.INVITE, target.id);
  },

  /** The legacy /addtopicrequest: the owner invites `userId`; anyone else asks to join (their `userId` is ignored). */
  async send(ctx: SignedInContext, topicId: number, userId: number | null | undefined): Promise<TopicRequest> {
    const topic = await ctx.em.findOne(Topic, { id: topicId });
    if (!topic) throw notFound(MSG.topicNotFound);
    if (topic.owner.id === ctx.viewer.id) {
      if (userId == null) throw userInput('userId', MSG.userNotFound);
      return squadService.invite(ctx, topicId, userId);
    }
    return squadService.requestToJoin(ctx, topicId);
  },

  /** The sender withdraws a pending request; withdrawing twice answers REQUEST_WITHDRAWN (legacy 3). Its REQUEST notification goes in the same transaction. */
  async cancel(ctx: SignedInContext, requestId: number): Promise<TopicRequest> {
    let gone: LogEvent[] = [];
    const result = await ctx.em.transactional(async (em) => {
      const req = await em.findOne(TopicRequest, { id: requestId });
      if (!req) throw notFound(MSG.requestNotFound);
      if (!squadPolicy.canCancel(ctx.viewer, req)) throw forbidden(MSG.onlySenderCancels);
      if (req.status === RequestStatus.CANCELLED) throw new AppError(ErrorCode.REQUEST_WITHDRAWN, MSG.requestAlreadyCancelled);
      if (req.status === RequestStatus.ACCEPTED) throw conflict(MSG.requestAlreadyConfirmed);
      if (req.status !== RequestStatus.PENDING) throw conflict(MSG.requestNotPending);
      req.status = RequestStatus.CANCELLED;
      req.decidedAt = clock.now();
      const deleted = await requestNotifications.withdrawn(em, req.id);
      await em.flush();
      gone = await notificationService.events(em, { read: deleted });
      return req;
    });
    notificationService.publish(ctx.deps, gone);
    return result;
  },

  /**
   * Confirms a request: one transaction that locks the topic, re-reads the request and re-checks
   * capacity, so concurrent confirms never overfill a squad and a request confirmed twice enrolls once.
   */
  async confirm(ctx: SignedInContext, requestId: number): Promise<TopicRequest> {
    const viewer = ctx.viewer;
    let made: LogEvent[] = [];
    const id = requestId;
    let joined: LogEvent | null = null;
    const result = await ctx.em.transactional(async (em) => {
      const first = await em.findOne(TopicRequest, { id });
      if (!first) throw notFound(MSG.requestNotFound);
      if (!squadPolicy.canAnswer(viewer, first)) throw forbidden(MSG.onlyRecipientAnswers);
      const topic = await lockTopic(em, first.topic.id);
      const req = await em.findOneOrFail(TopicRequest, { id }, { refresh: true });
      if (req.status === RequestStatus.ACCEPTED) return req;
      if (req.status === RequestStatus.CANCELLED) throw withdrawn();
      if (req.status !== RequestStatus.PENDING) throw conflict(MSG.requestNotPending);
      const squad = await squadMemberIds(em, topic.id);
      if (squad.includes(req.candidate.id)) throw conflict(MSG.alreadyMember);
      if (squad.length >= topic.squadSize) throw squadFull();
      addSquadMember(em, topic, req.candidate.id, clock.now());
      req.status = RequestStatus.ACCEPTED;
      req.decidedAt = clock.now();
      const added = notificationService.add(em, [{ userId: req.sender.id, actorId: viewer.id, type: NotificationType.ACCEPTED, topicId: topic.id, requestId: req.id, text: `${viewer.username} accepted: ${topic.title}` }]);
      const read = await requestNotifications.answered(em, req.id);
      await em.flush();
      // membership as events (decision 051): every open workspace of the squad learns it live;
      // the squad stream before the person streams (decision 064: one lock order)
      joined = await appendEvent(em, topicStream(topic.id), 'member.joined', viewer.id, { userId: req.candidate.id });
      made = await notificationService.events(em, { added, read });
      return req;
    });
    publishEvents(ctx.deps.pubsub, [joined]);
    if (joined) announceMembership(ctx.deps.pubsub, result.topic.id, result.candidate.id, true);
    notificationService.publish(ctx.deps, made);
    return result;
  },

  /** The recipient declines ('Delete'): one transaction — the answer, the sender's DELETED, the recipient's REQUEST read. */
  async decline(ctx: SignedInContext, requestId: number): Promise<TopicRequest> {
    const viewer = ctx.viewer;
    let made: LogEvent[] = [];
    const result = await ctx.em.transactional(async (em) => {
      const req = await em.findOne(TopicRequest, { id: requestId }, { populate: ['topic'] });
      if (!req) throw notFound(MSG.requestNotFound);
      if (!squadPolicy.canAnswer(viewer, req)) throw forbidden(MSG.onlyRecipientAnswers);
      if (req.status === RequestStatus.CANCELLED) throw withdrawn();
      if (req.status !== RequestStatus.PENDING) throw conflict(MSG.requestNotPending);
      req.status = RequestStatus.DELETED;
      req.decidedAt = clock.now();
      const added = notificationService.add(em, [{ userId: req.sender.id, actorId: viewer.id, type: NotificationType.DELETED, topicId: req.topic.id, requestId: req.id, text: `${viewer.username} declined: ${req.topic.title}` }]);
      const read = await requestNotifications.answered(em, req.id);
      await em.flush();
      made = await notificationService.events(em, { added, read });
      return req;
    });
    notificationService.publish(ctx.deps, made);
    return result;
  },

  async removeMember(ctx: SignedInContext, topicId: number, userId: number): Promise<boolean> {
    const topic = await ctx.em.findOne(Topic, { id: topicId });
    if (!topic) throw notFound(MSG.topicNotFound);
    if (ctx.viewer.id !== topic.owner.id) throw forbidden(MSG.onlyOwnerRemoves);
    if (!squadPolicy.canRemove(ctx.viewer, topic, userId)) throw userInput('userId', MSG.cannotRemoveSelf);
    await leaveSquad(ctx, topic.id, userId, 'member.removed');
    return true;
  },

  async leave(ctx: SignedInContext, topicId: number): Promise<boolean> {
    const topic = await ctx.em.findOne(Topic, { id: topicId });
    if (!topic) throw notFound(MSG.topicNotFound);
    if (topic.owner.id === ctx.viewer.id) throw userInput('topicId', MSG.ownerCannotLeave);
    await leaveSquad(ctx, topic.id, ctx.viewer.id, 'member.left');
    return true;
  },

  async report(ctx: SignedInContext, topicId: number, userId: number, reason: number): Promise<string> {
    if (!isReportReason(reason)) throw userInput('reason', MSG.reportReasonInvalid);
    const topic = await ctx.em.findOne(Topic, { id: topicId });
    if (!topic) throw notFound(MSG.topicNotFound);
    const target = userId;
    if (target === ctx.viewer.id) throw userInput('userId', MSG.cannotReportSelf);
    const squad = await squadMemberIds(ctx.em, topic.id);
    if (!squad.includes(ctx.viewer.id)) throw forbidden();
    if (!squadPolicy.canReport(ctx.viewer, squad, target)) throw notFound(MSG.notAMember);
    ctx.em.create(SquadReport, { topic, reporter: ctx.em.getReference(User, ctx.viewer.id), reported: ctx.em.getReference(User, target), reason, createdAt: clock.now() });
    await ctx.em.flush();
    return MSG.reportSent;
  },

  /** Pending requests the viewer received or sent, newest first. */
  list(ctx: SignedInContext, box: 'received' | 'sent', args: PageArgs) {
    const where = { [box === 'received' ? 'recipient' : 'sender']: ctx.viewer.id, status: RequestStatus.PENDING };
    return pageById('request', args, LIMITS.pageSizeDefault, (below, limit, offset) =>
      ctx.em.find(TopicRequest, below === null ? where : { ...where, id: { $lt: below } }, { orderBy: { id: 'desc' }, limit, offset }),
    );
  },
};
