import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { randomUUID } from 'node:crypto';

/** One thing an administrator did: who, what, to which record, when, and the record before and after. */
@Entity({ tableName: 'admin_actions' })
@Index({ name: 'admin_actions_created_at_index', properties: ['createdAt'] })
@Index({ name: 'admin_actions_subject_index', properties: ['subjectType', 'subjectId'] })
@Index({ name: 'admin_actions_person_id_created_at_index', properties: ['personId', 'createdAt'] })
@Index({ name: 'admin_actions_admin_id_created_at_index', properties: ['adminId', 'createdAt'] })
export class AdminAction {
  @PrimaryKey({ type: 'uuid' })
  id: string = randomUUID();

  @Property({ type: 'uuid' })
  adminId: string;

  /** What was done, e.g. `verification.approved`, `report.resolved`, `verification.document_viewed`. */
  @Property({ type: 'text' })
  action: string;

  @Property({ type: 'text' })
  subjectType: string;

  @Property({ type: 'uuid' })
  subjectId: string;

  /**
   * The person the action concerns (the reported user, the content's owner, the one who asked to
   * be verified): the audit log filters by it and queues show the decisions taken before on them.
   */
  @Property({ type: 'uuid', nullable: true })
  personId: string | null;

  @Property({ type: 'jsonb', nullable: true })
  before: Record<string, unknown> | null;

  @Property({ type: 'jsonb', nullable: true })
  after: Record<string, unknown> | null;

  @Property({ type: 'timestamptz' })
  createdAt: Date;

  constructor(props: Omit<AdminAction, 'id'>) {
    this.adminId = props.adminId;
    this.action = props.action;
    this.subjectType = props.subjectType;
    this.subjectId = props.subjectId;
    this.personId = props.personId;
    this.before = props.before;
    this.after = props.after;
    this.createdAt = props.createdAt;
  }
}
