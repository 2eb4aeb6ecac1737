import { Entity, Enum, Index, ManyToOne, PrimaryKey, Property, Unique } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';
import { JobPost } from './job-post.entity';
import {
  CannotInviteYourself,
  InvitationNotFound,
  InvitationNotOpen,
  InviteesMustBeFreelancers,
  JobNotOpen,
  NotTheInvitee,
  OnlyJobOffersTakeInvitations,
} from './jobs-errors';

/** invited: waiting for the freelancer's answer; accepted (they apply next) or declined. */
export const INVITATION_STATUSES = ['invited', 'accepted', 'declined'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export type Invitee = { id: string; role: 'freelancer' | 'client' | 'admin' };

/** A client's invitation of one freelancer to one of their open job offers (decision 0071). */
@Entity({ tableName: 'job_invitations' })
@Unique({ name: 'job_invitations_job_id_freelancer_id_unique', properties: ['job', 'freelancerId'] })
@Index({ name: 'job_invitations_freelancer_id_created_at_index', properties: ['freelancerId', 'createdAt', 'id'] })
@Index({ name: 'job_invitations_client_id_created_at_index', properties: ['clientId', 'createdAt', 'id'] })
export class JobInvitation {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @ManyToOne(() => JobPost, { fieldName: 'job_id', deleteRule: 'cascade' })
  job: JobPost;

  /** The post's owner, who invites. */
  @Property({ type: 'uuid' })
  clientId: string;

  @Property({ type: 'uuid' })
  freelancerId: string;

  @Property({ type: 'text', nullable: true })
  message: string | null;

  @Enum({ items: [...INVITATION_STATUSES] })
  status: InvitationStatus = 'invited';

  @Property({ type: 'text', nullable: true })
  declineReason: string | null = null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  @Property({ type: 'timestamptz' })
  updatedAt: Date;

  private constructor(job: JobPost, freelancerId: string, message: string | null, now: Date) {
    this.job = job;
    this.clientId = job.clientId;
    this.freelancerId = freelancerId;
    this.message = message;
    this.createdAt = now;
    this.updatedAt = now;
  }

  /** The owner of an open job offer invites a freelancer (not themself). */
  static send(job: JobPost, ownerId: string, invitee: Invitee, message: string | null, now: Date): JobInvitation {
    job.assertOwner(ownerId);
    if (job.jobType !== 'job_offer') throw new OnlyJobOffersTakeInvitations();
    job.assertNotTakenDown('shared');
    if (job.status !== 'open') throw new JobNotOpen('shared');
    if (invitee.id === ownerId) throw new CannotInviteYourself();
    if (invitee.role !== 'freelancer') throw new InviteesMustBeFreelancers();
    return new JobInvitation(job, invitee.id, message, now);
  }

  /** What each side reads: an unanswered invitation to a post no longer open is closed. */
  get shownStatus(): InvitationStatus | 'closed' {
    return this.status === 'invited' && this.job.status !== 'open' ? 'closed' : this.status;
  }

  /** The freelancer accepts: they apply to the post next. */
  accept(userId: string, now: Date): void {
    this.assertInvitee(userId);
    this.assertOpen();
    if (this.job.status !== 'open') throw new JobNotOpen('applied to');
    this.status = 'accepted';
    this.updatedAt = now;
  }

  decline(userId: string, reason: string | null, now: Date): void {
    this.assertInvitee(userId);
    this.assertOpen();
    this.status = 'declined';
    this.declineReason = reason;
    this.updatedAt = now;
  }

  private assertInvitee(userId: string): void {
    if (userId === this.freelancerId) return;
    if (userId === this.clientId) throw new NotTheInvitee();
    throw new InvitationNotFound();
  }

  private assertOpen(): void {
    if (this.status !== 'invited') throw new InvitationNotOpen(this.status);
  }
}
