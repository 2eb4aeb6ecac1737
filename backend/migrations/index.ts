import { Migration20261122000000_identity } from './Migration20261122000000_identity';
import { Migration20261122010000_jobs } from './Migration20261122010000_jobs';
import { Migration20261122020000_sessions_by_user } from './Migration20261122020000_sessions_by_user';
import { Migration20261124000000_contracting_reviews_notifications } from './Migration20261124000000_contracting_reviews_notifications';
import { Migration20261125000000_messaging } from './Migration20261125000000_messaging';
import { Migration20261125010000_profiles } from './Migration20261125010000_profiles';
import { Migration20261125020000_uploads } from './Migration20261125020000_uploads';
import { Migration20261125030000_verification_and_audit } from './Migration20261125030000_verification_and_audit';
import { Migration20261125040000_moderation } from './Migration20261125040000_moderation';
import { Migration20261126010000_storage_bounds } from './Migration20261126010000_storage_bounds';
import { Migration20261126020000_outbox_dead_letters } from './Migration20261126020000_outbox_dead_letters';
import { Migration20261126030000_verified_only_offers } from './Migration20261126030000_verified_only_offers';
import { Migration20261127001600_message_client_ids } from './Migration20261127001600_message_client_ids';
import { Migration20261127010000_applications_job_key_updates } from './Migration20261127010000_applications_job_key_updates';
import { Migration20261128000000_accounts_and_email } from './Migration20261128000000_accounts_and_email';
import { Migration20261128010050_unread_messages_by_arrival } from './Migration20261128010050_unread_messages_by_arrival';
import { Migration20261129000000_trust } from './Migration20261129000000_trust';
import { Migration20261129010000_two_factor } from './Migration20261129010000_two_factor';
import { Migration20261129020000_enforcement } from './Migration20261129020000_enforcement';
import { Migration20261129030000_admin_people } from './Migration20261129030000_admin_people';
import { Migration20261130000000_freelancer_search } from './Migration20261130000000_freelancer_search';
import { Migration20261130010000_reads_that_cost_their_page } from './Migration20261130010000_reads_that_cost_their_page';
import { Migration20261201000000_ended_sessions_and_links } from './Migration20261201000000_ended_sessions_and_links';
import { Migration20261201020000_credential_failures } from './Migration20261201020000_credential_failures';
import { Migration20261202000000_safety } from './Migration20261202000000_safety';
import { Migration20261203000000_public_board } from './Migration20261203000000_public_board';
import { Migration20261203010000_review_ratings } from './Migration20261203010000_review_ratings';
import { Migration20261203020000_session_end_reasons } from './Migration20261203020000_session_end_reasons';
import { Migration20261203040000_completed_hires } from './Migration20261203040000_completed_hires';
import { Migration20261204000000_audit_person } from './Migration20261204000000_audit_person';
import { Migration20261204005000_admin_queue_claims } from './Migration20261204005000_admin_queue_claims';
import { Migration20261204010000_report_context } from './Migration20261204010000_report_context';
import { Migration20261204020000_appeals } from './Migration20261204020000_appeals';
import { Migration20261204030000_verification_media_figures } from './Migration20261204030000_verification_media_figures';
import { Migration20261204040000_audit_admin_index } from './Migration20261204040000_audit_admin_index';
import { Migration20261204050000_admin_queue_notifications } from './Migration20261204050000_admin_queue_notifications';
import { Migration20261205010000_attachments } from './Migration20261205010000_attachments';
import { Migration20261205020000_rates_and_budgets } from './Migration20261205020000_rates_and_budgets';
import { Migration20261205030000_proposals } from './Migration20261205030000_proposals';
import { Migration20261205040000_offers_and_milestones } from './Migration20261205040000_offers_and_milestones';

/** Every migration in the order it runs; listed so the same list serves compiled and test runs. */
export const migrationsList = [
  { name: 'Migration20261122000000_identity', class: Migration20261122000000_identity },
  { name: 'Migration20261122010000_jobs', class: Migration20261122010000_jobs },
  { name: 'Migration20261122020000_sessions_by_user', class: Migration20261122020000_sessions_by_user },
  {
    name: 'Migration20261124000000_contracting_reviews_notifications',
    class: Migration20261124000000_contracting_reviews_notifications,
  },
  { name: 'Migration20261125000000_messaging', class: Migration20261125000000_messaging },
  { name: 'Migration20261125010000_profiles', class: Migration20261125010000_profiles },
  { name: 'Migration20261125020000_uploads', class: Migration20261125020000_uploads },
  { name: 'Migration20261125030000_verification_and_audit', class: Migration20261125030000_verification_and_audit },
  { name: 'Migration20261125040000_moderation', class: Migration20261125040000_moderation },
  { name: 'Migration20261126010000_storage_bounds', class: Migration20261126010000_storage_bounds },
  { name: 'Migration20261126020000_outbox_dead_letters', class: Migration20261126020000_outbox_dead_letters },
  { name: 'Migration20261126030000_verified_only_offers', class: Migration20261126030000_verified_only_offers },
  { name: 'Migration20261127001600_message_client_ids', class: Migration20261127001600_message_client_ids },
  { name: 'Migration20261127010000_applications_job_key_updates', class: Migration20261127010000_applications_job_key_updates },
  { name: 'Migration20261128000000_accounts_and_email', class: Migration20261128000000_accounts_and_email },
  { name: 'Migration20261128010050_unread_messages_by_arrival', class: Migration20261128010050_unread_messages_by_arrival },
  { name: 'Migration20261129000000_trust', class: Migration20261129000000_trust },
  { name: 'Migration20261129010000_two_factor', class: Migration20261129010000_two_factor },
  { name: 'Migration20261129020000_enforcement', class: Migration20261129020000_enforcement },
  { name: 'Migration20261129030000_admin_people', class: Migration20261129030000_admin_people },
  { name: 'Migration20261130000000_freelancer_search', class: Migration20261130000000_freelancer_search },
  { name: 'Migration20261130010000_reads_that_cost_their_page', class: Migration20261130010000_reads_that_cost_their_page },
  { name: 'Migration20261201000000_ended_sessions_and_links', class: Migration20261201000000_ended_sessions_and_links },
  { name: 'Migration20261201020000_credential_failures', class: Migration20261201020000_credential_failures },
  { name: 'Migration20261202000000_safety', class: Migration20261202000000_safety },
  { name: 'Migration20261203000000_public_board', class: Migration20261203000000_public_board },
  { name: 'Migration20261203010000_review_ratings', class: Migration20261203010000_review_ratings },
  { name: 'Migration20261203020000_session_end_reasons', class: Migration20261203020000_session_end_reasons },
  { name: 'Migration20261203040000_completed_hires', class: Migration20261203040000_completed_hires },
  { name: 'Migration20261204000000_audit_person', class: Migration20261204000000_audit_person },
  { name: 'Migration20261204005000_admin_queue_claims', class: Migration20261204005000_admin_queue_claims },
  { name: 'Migration20261204010000_report_context', class: Migration20261204010000_report_context },
  { name: 'Migration20261204020000_appeals', class: Migration20261204020000_appeals },
  { name: 'Migration20261204030000_verification_media_figures', class: Migration20261204030000_verification_media_figures },
  { name: 'Migration20261204040000_audit_admin_index', class: Migration20261204040000_audit_admin_index },
  { name: 'Migration20261204050000_admin_queue_notifications', class: Migration20261204050000_admin_queue_notifications },
  { name: 'Migration20261205010000_attachments', class: Migration20261205010000_attachments },
  { name: 'Migration20261205020000_rates_and_budgets', class: Migration20261205020000_rates_and_budgets },
  { name: 'Migration20261205030000_proposals', class: Migration20261205030000_proposals },
  { name: 'Migration20261205040000_offers_and_milestones', class: Migration20261205040000_offers_and_milestones },
];
