import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsObject, IsOptional, IsString, MaxLength, ValidateNested } from 'class-validator';
import type { UnsubscribeLinkView } from '../application/queries/describe-unsubscribe-link';
import type { EmailTopicSetting, UnsubscribedSavedSearch, UnsubscribeResult } from '../domain/email-preferences';
import { EMAIL_TOPIC_LABELS, EMAIL_TOPICS, EmailTopic } from '../domain/email-topics';
import { UNSUBSCRIBE_TOKEN_MAX_LENGTH } from '../domain/unsubscribe-token';

export class EmailTopicSettingResponse implements EmailTopicSetting {
  @ApiProperty({ enum: EMAIL_TOPICS }) topic: EmailTopic;
  @ApiProperty({ description: 'How Settings names the topic', example: EMAIL_TOPIC_LABELS.applications }) label: string;
  @ApiProperty({ description: 'Whether the user gets these emails' }) enabled: boolean;
}

export class EmailPreferencesResponse {
  @ApiProperty({
    type: [EmailTopicSettingResponse],
    maxItems: EMAIL_TOPICS.length,
    description: `Every topic offered to the user, in this order: ${EMAIL_TOPICS.join(', ')} (admin_queue to administrators only)`,
  })
  topics: EmailTopicSettingResponse[];
}

const topicChange = (topic: EmailTopic) => ({ description: `${EMAIL_TOPIC_LABELS[topic]}: true to get them, false to stop` });

/** Topics to turn on or off; each is optional, and topics left out keep their setting. */
export class EmailTopicChangesRequest implements Partial<Record<EmailTopic, boolean>> {
  @ApiPropertyOptional(topicChange('applications')) @IsOptional() @IsBoolean() applications?: boolean;
  @ApiPropertyOptional(topicChange('application_decisions')) @IsOptional() @IsBoolean() application_decisions?: boolean;
  @ApiPropertyOptional(topicChange('invitations')) @IsOptional() @IsBoolean() invitations?: boolean;
  @ApiPropertyOptional(topicChange('contracts')) @IsOptional() @IsBoolean() contracts?: boolean;
  @ApiPropertyOptional(topicChange('offers')) @IsOptional() @IsBoolean() offers?: boolean;
  @ApiPropertyOptional(topicChange('milestones')) @IsOptional() @IsBoolean() milestones?: boolean;
  @ApiPropertyOptional(topicChange('reviews')) @IsOptional() @IsBoolean() reviews?: boolean;
  @ApiPropertyOptional(topicChange('verification')) @IsOptional() @IsBoolean() verification?: boolean;
  @ApiPropertyOptional(topicChange('moderation')) @IsOptional() @IsBoolean() moderation?: boolean;
  @ApiPropertyOptional(topicChange('unread_messages')) @IsOptional() @IsBoolean() unread_messages?: boolean;
  @ApiPropertyOptional(topicChange('saved_searches')) @IsOptional() @IsBoolean() saved_searches?: boolean;
  @ApiPropertyOptional({ ...topicChange('admin_queue'), description: `${topicChange('admin_queue').description} (administrators only)` })
  @IsOptional()
  @IsBoolean()
  admin_queue?: boolean;
}

export class UpdateEmailPreferencesRequest {
  @ApiProperty({ type: EmailTopicChangesRequest, description: 'Only the topics to change' })
  @IsObject({ message: 'topics must be an object of topic: true or false' })
  @ValidateNested()
  @Type(() => EmailTopicChangesRequest)
  topics: EmailTopicChangesRequest;
}

export class UnsubscribeLinkRequest {
  @ApiProperty({ description: 'The token of the unsubscribe link', maxLength: UNSUBSCRIBE_TOKEN_MAX_LENGTH })
  @IsString({ message: 'token must be the token of an unsubscribe link' })
  @IsNotEmpty({ message: 'token must be the token of an unsubscribe link' })
  @MaxLength(UNSUBSCRIBE_TOKEN_MAX_LENGTH, { message: 'token must be the token of an unsubscribe link' })
  token: string;
}

/** The one saved search an unsubscribe link names (decision 0073): turning it off sets its alert to off. */
export class UnsubscribedSavedSearchResponse implements UnsubscribedSavedSearch {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty({ enum: ['off', 'instant', 'daily', 'weekly'] }) alert: 'off' | 'instant' | 'daily' | 'weekly';
}

/** The topic as the link left it; with savedSearch, the link is one saved search's, and only that search's alert is off. */
export class UnsubscribeResponse extends EmailTopicSettingResponse implements UnsubscribeResult {
  @ApiPropertyOptional({ type: UnsubscribedSavedSearchResponse, description: "Present when the link is one saved search's" })
  savedSearch?: UnsubscribedSavedSearchResponse;
}

export class UnsubscribeLinkResponse extends UnsubscribeResponse implements UnsubscribeLinkView {
  @ApiProperty({ description: 'The address the emails go to, masked', example: 'a***@example.com' }) email: string;
}

/** What RFC 8058 one-click posts send (`List-Unsubscribe=One-Click`); the page sends `{}`. Read by nobody: the token decides. */
export class OneClickUnsubscribeBody {
  @ApiPropertyOptional({ enum: ['One-Click'], name: 'List-Unsubscribe' }) 'List-Unsubscribe'?: 'One-Click';
}
