CREATE TYPE "public"."calendar_provider" AS ENUM('google', 'microsoft');--> statement-breakpoint
CREATE TYPE "public"."chat_message_type" AS ENUM('question', 'answer');--> statement-breakpoint
CREATE TYPE "public"."clip_status" AS ENUM('Created', 'In Progress', 'Failed', 'Completed');--> statement-breakpoint
CREATE TYPE "public"."connection_status" AS ENUM('connected', 'disconnected', 'revoked', 'error');--> statement-breakpoint
CREATE TYPE "public"."crm_provider" AS ENUM('hubspot', 'salesforce');--> statement-breakpoint
CREATE TYPE "public"."error_report_kind" AS ENUM('frontend', 'error_404');--> statement-breakpoint
CREATE TYPE "public"."license_kind" AS ENUM('user', 'manager', 'admin', 'view_only_all_calls', 'view_only_participated_calls');--> statement-breakpoint
CREATE TYPE "public"."share_type" AS ENUM('anyone', 'withInOrg', 'restricted');--> statement-breakpoint
CREATE TYPE "public"."speaker_side" AS ENUM('rep', 'prospect', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."stage_group" AS ENUM('open', 'won', 'lost');--> statement-breakpoint
CREATE TYPE "public"."swot_nature" AS ENUM('strength', 'weakness', 'opportunity', 'threat');--> statement-breakpoint
CREATE TYPE "public"."user_policy" AS ENUM('edit', 'view');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('user', 'company_admin', 'super_admin');--> statement-breakpoint
CREATE TYPE "public"."view_visibility" AS ENUM('team', 'only_me');--> statement-breakpoint
CREATE TABLE "companies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "companies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"parley_domain" text,
	"crm_name" text,
	"meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "departments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "functions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "functions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "licenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "licenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"title" text NOT NULL,
	"kind" "license_kind" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "licenses_company_title_uq" UNIQUE("company_id","title")
);
--> statement-breakpoint
CREATE TABLE "user_identities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_identities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" "calendar_provider" NOT NULL,
	"subject" text NOT NULL,
	"email" text,
	"last_login_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_identities_provider_subject_uq" UNIQUE("provider","subject")
);
--> statement-breakpoint
CREATE TABLE "user_licenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_licenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"license_id" integer NOT NULL,
	"onboarded_status" boolean DEFAULT false NOT NULL,
	"nominated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"nominated_by" integer,
	CONSTRAINT "user_licenses_user_license_uq" UNIQUE("user_id","license_id")
);
--> statement-breakpoint
CREATE TABLE "user_managers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "user_managers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"manager_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_managers_user_manager_uq" UNIQUE("user_id","manager_id")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"function" text,
	"department" text,
	"location" text,
	"platform" text,
	"time_zone" text,
	"user_role" "user_role" DEFAULT 'user' NOT NULL,
	"is_manager" boolean DEFAULT false NOT NULL,
	"policy" "user_policy" DEFAULT 'edit' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"onboarding_date" date,
	"license_expiry_date" date,
	"has_completed_onboarding" boolean DEFAULT false NOT NULL,
	"post_meeting_email" boolean DEFAULT true NOT NULL,
	"prep_notes_enabled" boolean DEFAULT true NOT NULL,
	"prep_note_interval" integer,
	"delete_meeting_allowed" boolean DEFAULT false NOT NULL,
	"notetaker_enabled" boolean DEFAULT true NOT NULL,
	"notetaker_internal_meeting" boolean DEFAULT true NOT NULL,
	"notetaker_external_meeting" boolean DEFAULT true NOT NULL,
	"notetaker_internal_host" boolean DEFAULT true NOT NULL,
	"notetaker_external_host" boolean DEFAULT true NOT NULL,
	"notetaker_self_host" boolean DEFAULT true NOT NULL,
	"privacy_message_enabled" boolean DEFAULT false NOT NULL,
	"nominated_by" integer,
	"meta_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"last_login_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "integrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "integrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"provider" text NOT NULL,
	"external_account_id" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}' NOT NULL,
	"status" "connection_status" DEFAULT 'connected' NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"connected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "integrations_company_provider_user_uq" UNIQUE NULLS NOT DISTINCT("company_id","provider","user_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"provider" "calendar_provider" NOT NULL,
	"account_email" text NOT NULL,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}' NOT NULL,
	"sync_token" text,
	"channel_id" text,
	"channel_resource_id" text,
	"channel_expires_at" timestamp with time zone,
	"status" "connection_status" DEFAULT 'connected' NOT NULL,
	"last_synced_at" timestamp with time zone,
	"sync_pending" boolean DEFAULT true NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_connections_user_provider_uq" UNIQUE("user_id","provider")
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"connection_id" integer,
	"gce_id" text,
	"ical_uid" text,
	"recurring_event_id" text,
	"title" text,
	"description" text,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"organizer_email" text,
	"meeting_url" text,
	"meeting_platform" text,
	"attendees" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attendee_emails" text[] DEFAULT '{}' NOT NULL,
	"attendee_companies" text[] DEFAULT '{}' NOT NULL,
	"is_internal" boolean DEFAULT false NOT NULL,
	"organizer_type" text,
	"note_taker_allowed" boolean DEFAULT true NOT NULL,
	"global_note_taker_allowed" boolean DEFAULT true NOT NULL,
	"note_taker_message" text,
	"event_properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"latest_event_type" text,
	"status" text DEFAULT 'confirmed' NOT NULL,
	"source" text NOT NULL,
	"agenda_type" text,
	"sales_stage" text,
	"primary_deal_id" integer,
	"not_recorded_reason" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"prep_note_sent_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_user_gce_uq" UNIQUE("user_id","gce_id")
);
--> statement-breakpoint
CREATE TABLE "bot_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bot_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"calendar_event_id" integer,
	"bot_id" integer,
	"event_type" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notetaker_bots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notetaker_bots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"calendar_event_id" integer,
	"provider" text NOT NULL,
	"external_bot_id" text NOT NULL,
	"meeting_url" text NOT NULL,
	"join_at" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"latest_event_type" text,
	"external_recording_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notetaker_bots_provider_bot_uq" UNIQUE("provider","external_bot_id")
);
--> statement-breakpoint
CREATE TABLE "meeting_participants" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"email" text,
	"side" "speaker_side" DEFAULT 'unknown' NOT NULL,
	"is_organizer" boolean DEFAULT false NOT NULL,
	"talk_time_ms" integer DEFAULT 0 NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meetings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meetings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"calendar_event_id" integer,
	"user_id" integer,
	"bot_id" integer,
	"title" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone,
	"video_url" text,
	"storage_key" text,
	"thumbnail_key" text,
	"media_type" text,
	"video_duration" integer,
	"meeting_platform" text,
	"source" text,
	"transcript_type" text,
	"transcript_status" text,
	"language" text,
	"translated_texts" jsonb,
	"processing_status" smallint,
	"processing_info" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"llm_automation_status" text,
	"agenda_type" text,
	"call_disposition" text,
	"is_crm_updated" boolean DEFAULT false NOT NULL,
	"post_call_email_sent_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"deleted_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "transcript_segments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "transcript_segments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"idx" integer NOT NULL,
	"speaker" text,
	"side" "speaker_side" DEFAULT 'unknown' NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "text")) STORED
);
--> statement-breakpoint
CREATE TABLE "checklist_definitions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_definitions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"unique_name" text NOT NULL,
	"signal_label" text NOT NULL,
	"detail" text,
	"deal_stages" text[] DEFAULT '{}' NOT NULL,
	"agenda_types" text[] DEFAULT '{}' NOT NULL,
	"call_functions" text[] DEFAULT '{}' NOT NULL,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"signal_type" text DEFAULT 'checklist' NOT NULL,
	"signal_category" text,
	"is_negative" boolean DEFAULT false NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checklist_definitions_company_name_uq" UNIQUE("company_id","unique_name")
);
--> statement-breakpoint
CREATE TABLE "checklist_interactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "checklist_interactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"meeting_id" integer,
	"action_type" text NOT NULL,
	"page_url" text,
	"ref_body" jsonb,
	"source_id" text,
	"source_type" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analysis_results" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analysis_results_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"engine" text NOT NULL,
	"model" text,
	"version" text NOT NULL,
	"summary" text,
	"action_items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"forecast" text,
	"swot" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"next_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"follow_up_email" text,
	"raw" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analysis_results_meeting_uq" UNIQUE("meeting_id")
);
--> statement-breakpoint
CREATE TABLE "best_practices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "best_practices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"insight_id" integer,
	"heading" text NOT NULL,
	"score" smallint,
	"grade" text,
	"detail" text,
	"timestamps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_insights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_insights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"signal_id" integer,
	"unique_name" text NOT NULL,
	"title" text,
	"sales_attribute" text,
	"signal_type" text NOT NULL,
	"signal_category" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"score" smallint,
	"fatal_score" smallint,
	"grade" text,
	"summary" text,
	"snippets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"outcome_details" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "objections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"insight_id" integer,
	"category" text NOT NULL,
	"sub_category" text,
	"tag" text,
	"severity" text,
	"grade" text,
	"score" smallint,
	"handling" text,
	"detail" text,
	"timestamps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "swot_insights" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "swot_insights_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"deal_id" integer,
	"nature" "swot_nature" NOT NULL,
	"objection_category" text,
	"category" text,
	"heading" text NOT NULL,
	"detail" text,
	"competitor_name" text,
	"timestamps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "accounts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"crm_account_id" text NOT NULL,
	"crm_name" text,
	"name" text NOT NULL,
	"owner_id" integer,
	"tier" text,
	"industry" text,
	"region" text,
	"sub_region" text,
	"segment" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"crm_updated_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_company_crm_uq" UNIQUE("company_id","crm_account_id")
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"crm_contact_id" text,
	"account_id" integer,
	"name" text,
	"email" text,
	"title" text,
	"phone" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contacts_company_crm_uq" UNIQUE("company_id","crm_contact_id")
);
--> statement-breakpoint
CREATE TABLE "deal_contacts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_contacts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"contact_id" integer NOT NULL,
	"role" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_contacts_deal_contact_uq" UNIQUE("deal_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "deal_stage_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_stage_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"source" text DEFAULT 'crm' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_stages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_stages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"pipeline" text DEFAULT 'default' NOT NULL,
	"name" text NOT NULL,
	"crm_stage_id" text,
	"display_order" integer DEFAULT 0 NOT NULL,
	"stage_group" "stage_group" DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deal_stages_company_pipeline_name_uq" UNIQUE("company_id","pipeline","name")
);
--> statement-breakpoint
CREATE TABLE "deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"crm_deal_id" text NOT NULL,
	"crm_name" text,
	"account_id" integer,
	"owner_id" integer,
	"name" text NOT NULL,
	"amount" numeric(16, 2),
	"close_date" date,
	"created_date" timestamp with time zone,
	"stage_id" integer,
	"stage_name" text,
	"stage_changed_at" timestamp with time zone,
	"type" text,
	"lead_source" text,
	"next_step" text,
	"notes" text,
	"forecast" text,
	"forecast_info" jsonb,
	"likeliness" text,
	"likeliness_value" numeric(8, 2),
	"likeliness_info" jsonb,
	"first_meeting_score" text,
	"region" text,
	"sub_region" text,
	"segment" text,
	"opportunity_type" text,
	"funnel_by_product" text,
	"competitor_name" text,
	"win_loss_notes" text,
	"is_closed" boolean DEFAULT false NOT NULL,
	"crm_url" text,
	"custom_fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"crm_updated_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deals_company_crm_uq" UNIQUE("company_id","crm_deal_id")
);
--> statement-breakpoint
CREATE TABLE "emails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "emails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"crm_email_id" text,
	"deal_id" integer,
	"account_id" integer,
	"user_id" integer,
	"subject" text,
	"from_email" text,
	"to_emails" text[] DEFAULT '{}' NOT NULL,
	"cc_emails" text[] DEFAULT '{}' NOT NULL,
	"direction" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_company_crm_uq" UNIQUE("company_id","crm_email_id")
);
--> statement-breakpoint
CREATE TABLE "deal_mapping_reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deal_mapping_reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"calendar_event_id" integer,
	"meeting_id" integer,
	"deal_id" integer,
	"user_id" integer,
	"type" text NOT NULL,
	"source" text,
	"description" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_deals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "meeting_deals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"deal_id" integer NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"mapped_by" integer,
	"mapped_at" timestamp with time zone DEFAULT now() NOT NULL,
	"source" text DEFAULT 'auto' NOT NULL,
	CONSTRAINT "meeting_deals_meeting_deal_uq" UNIQUE("meeting_id","deal_id")
);
--> statement-breakpoint
CREATE TABLE "crm_connections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_connections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"provider" "crm_provider" NOT NULL,
	"instance_url" text,
	"external_account_id" text,
	"access_token_enc" text,
	"refresh_token_enc" text,
	"expires_at" timestamp with time zone,
	"scopes" text[] DEFAULT '{}' NOT NULL,
	"status" "connection_status" DEFAULT 'connected' NOT NULL,
	"sync_cursor" text,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_connections_company_provider_user_uq" UNIQUE NULLS NOT DISTINCT("company_id","provider","user_id")
);
--> statement-breakpoint
CREATE TABLE "crm_custom_fields" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_custom_fields_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"label" text NOT NULL,
	"db_field" text NOT NULL,
	"table_name" text NOT NULL,
	"field_type" text DEFAULT 'text' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_in_filters" boolean DEFAULT true NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_custom_fields_company_table_field_uq" UNIQUE("company_id","table_name","db_field")
);
--> statement-breakpoint
CREATE TABLE "crm_writes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "crm_writes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer,
	"deal_id" integer,
	"user_id" integer,
	"content" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"external_id" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_metrics" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"won_deals_last4_qtrs_count" integer DEFAULT 0 NOT NULL,
	"won_deals_last4_qtrs_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"open_deals_count" integer DEFAULT 0 NOT NULL,
	"open_deals_amount" numeric(16, 2) DEFAULT 0 NOT NULL,
	"current_quarter_deals_count" integer DEFAULT 0 NOT NULL,
	"deal_confidence_score" text,
	"objection_count" integer DEFAULT 0 NOT NULL,
	"engagement" text,
	"last_call_at" timestamp with time zone,
	"last_email_at" timestamp with time zone,
	"products_discussed" text[] DEFAULT '{}' NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deal_metrics" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"recorded_count" integer DEFAULT 0 NOT NULL,
	"unrecorded_count" integer DEFAULT 0 NOT NULL,
	"email_count" integer DEFAULT 0 NOT NULL,
	"follow_up_count" integer DEFAULT 0 NOT NULL,
	"severe_objection_count" integer DEFAULT 0 NOT NULL,
	"last_call_at" timestamp with time zone,
	"last_recorded_call_at" timestamp with time zone,
	"last_email_at" timestamp with time zone,
	"last_prospect_email_at" timestamp with time zone,
	"last_rep_email_at" timestamp with time zone,
	"next_meeting_at" timestamp with time zone,
	"engagement" text,
	"prospect_engagement" text,
	"rep_engagement" text,
	"playbook_coverage" numeric(6, 2),
	"critical_checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"products_discussed" text[] DEFAULT '{}' NOT NULL,
	"refreshed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"page" text NOT NULL,
	"view_name" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"visibility" "view_visibility" DEFAULT 'only_me' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clips" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "clips_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer NOT NULL,
	"user_id" integer,
	"title" text NOT NULL,
	"start_ms" integer NOT NULL,
	"end_ms" integer NOT NULL,
	"status" "clip_status" DEFAULT 'Created' NOT NULL,
	"storage_key" text,
	"thumbnail_key" text,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_link_views" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_link_views_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"share_link_id" integer NOT NULL,
	"viewer_user_id" integer,
	"email" text,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "share_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "share_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"meeting_id" integer,
	"clip_id" integer,
	"created_by" integer,
	"share_type" "share_type" DEFAULT 'anyone' NOT NULL,
	"emails" text[] DEFAULT '{}' NOT NULL,
	"token_hash" text NOT NULL,
	"insights_visible" boolean DEFAULT true NOT NULL,
	"snippet_start_ms" integer,
	"snippet_end_ms" integer,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "share_links_token_hash_uq" UNIQUE("token_hash"),
	CONSTRAINT "share_links_one_target_ck" CHECK (num_nonnulls(meeting_id, clip_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"thread_id" integer NOT NULL,
	"user_id" integer,
	"message_type" "chat_message_type" NOT NULL,
	"question_id" integer,
	"message" text NOT NULL,
	"reasoning" text,
	"citations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"suggested_questions" text[] DEFAULT '{}' NOT NULL,
	"gpt_model_name" text,
	"no_answer" boolean DEFAULT false NOT NULL,
	"error" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"meeting_id" integer,
	"deal_id" integer,
	"account_id" integer,
	"title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_threads_one_subject_ck" CHECK (num_nonnulls(meeting_id, deal_id, account_id) = 1)
);
--> statement-breakpoint
CREATE TABLE "error_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "error_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"kind" "error_report_kind" NOT NULL,
	"subject" text,
	"message" text,
	"stack" text,
	"pathname" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tracking_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"page" text,
	"event_type" text NOT NULL,
	"session_id" text,
	"impersonation" boolean DEFAULT false NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "utm_origins" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "utm_origins_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"referrer" text,
	"app_landing_page" text,
	"app_parameters" text,
	"utm_campaign" text,
	"utm_content" text,
	"utm_medium" text,
	"utm_source" text,
	"utm_term" text,
	"referred_to_interaction" text,
	"referred_to_page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"actor_user_id" integer,
	"impersonator_user_id" integer,
	"action" text NOT NULL,
	"target_type" text,
	"target_id" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "impersonation_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "impersonation_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"target_user_id" integer NOT NULL,
	"created_by" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "impersonation_tokens_token_hash_uq" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mail_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"company_id" integer NOT NULL,
	"user_id" integer,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"body_text" text,
	"body_html" text,
	"template" text,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_settings" ADD CONSTRAINT "company_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "functions" ADD CONSTRAINT "functions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "licenses" ADD CONSTRAINT "licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_identities" ADD CONSTRAINT "user_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_licenses" ADD CONSTRAINT "user_licenses_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_licenses" ADD CONSTRAINT "user_licenses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_licenses" ADD CONSTRAINT "user_licenses_license_id_licenses_id_fk" FOREIGN KEY ("license_id") REFERENCES "public"."licenses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_licenses" ADD CONSTRAINT "user_licenses_nominated_by_users_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_managers" ADD CONSTRAINT "user_managers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_managers" ADD CONSTRAINT "user_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_managers" ADD CONSTRAINT "user_managers_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_nominated_by_users_id_fk" FOREIGN KEY ("nominated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "integrations" ADD CONSTRAINT "integrations_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_connections" ADD CONSTRAINT "calendar_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_connection_id_calendar_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."calendar_connections"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_primary_deal_id_deals_id_fk" FOREIGN KEY ("primary_deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_events" ADD CONSTRAINT "bot_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_events" ADD CONSTRAINT "bot_events_calendar_event_id_calendar_events_id_fk" FOREIGN KEY ("calendar_event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bot_events" ADD CONSTRAINT "bot_events_bot_id_notetaker_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."notetaker_bots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notetaker_bots" ADD CONSTRAINT "notetaker_bots_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notetaker_bots" ADD CONSTRAINT "notetaker_bots_calendar_event_id_calendar_events_id_fk" FOREIGN KEY ("calendar_event_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_participants" ADD CONSTRAINT "meeting_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_calendar_event_id_calendar_events_id_fk" FOREIGN KEY ("calendar_event_id") REFERENCES "public"."calendar_events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_bot_id_notetaker_bots_id_fk" FOREIGN KEY ("bot_id") REFERENCES "public"."notetaker_bots"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meetings" ADD CONSTRAINT "meetings_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transcript_segments" ADD CONSTRAINT "transcript_segments_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_definitions" ADD CONSTRAINT "checklist_definitions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_interactions" ADD CONSTRAINT "checklist_interactions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_interactions" ADD CONSTRAINT "checklist_interactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checklist_interactions" ADD CONSTRAINT "checklist_interactions_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analysis_results" ADD CONSTRAINT "analysis_results_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_practices" ADD CONSTRAINT "best_practices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_practices" ADD CONSTRAINT "best_practices_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "best_practices" ADD CONSTRAINT "best_practices_insight_id_meeting_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."meeting_insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_insights" ADD CONSTRAINT "meeting_insights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_insights" ADD CONSTRAINT "meeting_insights_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_insights" ADD CONSTRAINT "meeting_insights_signal_id_checklist_definitions_id_fk" FOREIGN KEY ("signal_id") REFERENCES "public"."checklist_definitions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objections" ADD CONSTRAINT "objections_insight_id_meeting_insights_id_fk" FOREIGN KEY ("insight_id") REFERENCES "public"."meeting_insights"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_insights" ADD CONSTRAINT "swot_insights_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_insights" ADD CONSTRAINT "swot_insights_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "swot_insights" ADD CONSTRAINT "swot_insights_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contacts" ADD CONSTRAINT "contacts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_contacts" ADD CONSTRAINT "deal_contacts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_contacts" ADD CONSTRAINT "deal_contacts_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_contacts" ADD CONSTRAINT "deal_contacts_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD CONSTRAINT "deal_stage_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stage_history" ADD CONSTRAINT "deal_stage_history_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_stages" ADD CONSTRAINT "deal_stages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deals" ADD CONSTRAINT "deals_stage_id_deal_stages_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."deal_stages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_mapping_reviews" ADD CONSTRAINT "deal_mapping_reviews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_mapping_reviews" ADD CONSTRAINT "deal_mapping_reviews_calendar_event_id_calendar_events_id_fk" FOREIGN KEY ("calendar_event_id") REFERENCES "public"."calendar_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_mapping_reviews" ADD CONSTRAINT "deal_mapping_reviews_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_mapping_reviews" ADD CONSTRAINT "deal_mapping_reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_mapping_reviews" ADD CONSTRAINT "deal_mapping_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_deals" ADD CONSTRAINT "meeting_deals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_deals" ADD CONSTRAINT "meeting_deals_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_deals" ADD CONSTRAINT "meeting_deals_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meeting_deals" ADD CONSTRAINT "meeting_deals_mapped_by_users_id_fk" FOREIGN KEY ("mapped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_custom_fields" ADD CONSTRAINT "crm_custom_fields_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_writes" ADD CONSTRAINT "crm_writes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_writes" ADD CONSTRAINT "crm_writes_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_writes" ADD CONSTRAINT "crm_writes_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_writes" ADD CONSTRAINT "crm_writes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_metrics" ADD CONSTRAINT "account_metrics_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_metrics" ADD CONSTRAINT "account_metrics_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD CONSTRAINT "deal_metrics_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deal_metrics" ADD CONSTRAINT "deal_metrics_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clips" ADD CONSTRAINT "clips_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_views" ADD CONSTRAINT "share_link_views_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_views" ADD CONSTRAINT "share_link_views_share_link_id_share_links_id_fk" FOREIGN KEY ("share_link_id") REFERENCES "public"."share_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_link_views" ADD CONSTRAINT "share_link_views_viewer_user_id_users_id_fk" FOREIGN KEY ("viewer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_clip_id_clips_id_fk" FOREIGN KEY ("clip_id") REFERENCES "public"."clips"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "share_links" ADD CONSTRAINT "share_links_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_thread_id_chat_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."chat_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_question_id_chat_messages_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_meeting_id_meetings_id_fk" FOREIGN KEY ("meeting_id") REFERENCES "public"."meetings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_threads" ADD CONSTRAINT "chat_threads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "error_reports" ADD CONSTRAINT "error_reports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_origins" ADD CONSTRAINT "utm_origins_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "utm_origins" ADD CONSTRAINT "utm_origins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_impersonator_user_id_users_id_fk" FOREIGN KEY ("impersonator_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tokens" ADD CONSTRAINT "impersonation_tokens_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tokens" ADD CONSTRAINT "impersonation_tokens_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "impersonation_tokens" ADD CONSTRAINT "impersonation_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "companies_parley_domain_uq" ON "companies" USING btree (lower("parley_domain"));--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_uq" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "functions_company_name_uq" ON "functions" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "user_identities_company_idx" ON "user_identities" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_identities_user_idx" ON "user_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_licenses_company_idx" ON "user_licenses" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_licenses_license_idx" ON "user_licenses" USING btree ("license_id");--> statement-breakpoint
CREATE INDEX "user_managers_company_idx" ON "user_managers" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "user_managers_manager_idx" ON "user_managers" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_company_email_uq" ON "users" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_company_name_idx" ON "users" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "integrations_user_idx" ON "integrations" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_connections_company_idx" ON "calendar_connections" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "calendar_connections_status_synced_idx" ON "calendar_connections" USING btree ("status","last_synced_at");--> statement-breakpoint
CREATE INDEX "calendar_events_company_start_idx" ON "calendar_events" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_events_user_start_idx" ON "calendar_events" USING btree ("user_id","start_at");--> statement-breakpoint
CREATE INDEX "calendar_events_ical_uid_idx" ON "calendar_events" USING btree ("company_id","ical_uid");--> statement-breakpoint
CREATE INDEX "calendar_events_primary_deal_idx" ON "calendar_events" USING btree ("primary_deal_id");--> statement-breakpoint
CREATE INDEX "calendar_events_attendee_emails_gin" ON "calendar_events" USING gin ("attendee_emails");--> statement-breakpoint
CREATE INDEX "bot_events_company_idx" ON "bot_events" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "bot_events_event_at_idx" ON "bot_events" USING btree ("calendar_event_id","at");--> statement-breakpoint
CREATE INDEX "bot_events_bot_idx" ON "bot_events" USING btree ("bot_id");--> statement-breakpoint
CREATE INDEX "notetaker_bots_company_idx" ON "notetaker_bots" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "notetaker_bots_event_idx" ON "notetaker_bots" USING btree ("calendar_event_id");--> statement-breakpoint
CREATE INDEX "meeting_participants_company_idx" ON "meeting_participants" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "meeting_participants_meeting_idx" ON "meeting_participants" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_participants_user_idx" ON "meeting_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "meetings_company_start_idx" ON "meetings" USING btree ("company_id","start_time");--> statement-breakpoint
CREATE INDEX "meetings_user_start_idx" ON "meetings" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "meetings_calendar_event_idx" ON "meetings" USING btree ("calendar_event_id");--> statement-breakpoint
CREATE INDEX "transcript_segments_company_idx" ON "transcript_segments" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "transcript_segments_meeting_start_idx" ON "transcript_segments" USING btree ("meeting_id","start_ms");--> statement-breakpoint
CREATE INDEX "transcript_segments_search_gin" ON "transcript_segments" USING gin ("search");--> statement-breakpoint
CREATE INDEX "checklist_interactions_company_created_idx" ON "checklist_interactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "checklist_interactions_meeting_idx" ON "checklist_interactions" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "analysis_results_company_idx" ON "analysis_results" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "best_practices_company_idx" ON "best_practices" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "best_practices_meeting_idx" ON "best_practices" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "best_practices_insight_idx" ON "best_practices" USING btree ("insight_id");--> statement-breakpoint
CREATE INDEX "meeting_insights_meeting_idx" ON "meeting_insights" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "meeting_insights_company_signal_idx" ON "meeting_insights" USING btree ("company_id","signal_id");--> statement-breakpoint
CREATE INDEX "objections_company_category_idx" ON "objections" USING btree ("company_id","category");--> statement-breakpoint
CREATE INDEX "objections_meeting_idx" ON "objections" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "swot_insights_company_category_idx" ON "swot_insights" USING btree ("company_id","objection_category");--> statement-breakpoint
CREATE INDEX "swot_insights_meeting_idx" ON "swot_insights" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "swot_insights_deal_idx" ON "swot_insights" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "accounts_company_name_idx" ON "accounts" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "accounts_owner_idx" ON "accounts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "contacts_company_email_idx" ON "contacts" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "contacts_account_idx" ON "contacts" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "deal_contacts_company_idx" ON "deal_contacts" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "deal_contacts_contact_idx" ON "deal_contacts" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "deal_stage_history_company_changed_idx" ON "deal_stage_history" USING btree ("company_id","changed_at");--> statement-breakpoint
CREATE INDEX "deal_stage_history_deal_changed_idx" ON "deal_stage_history" USING btree ("deal_id","changed_at");--> statement-breakpoint
CREATE INDEX "deals_company_close_idx" ON "deals" USING btree ("company_id","close_date");--> statement-breakpoint
CREATE INDEX "deals_company_created_idx" ON "deals" USING btree ("company_id","created_date");--> statement-breakpoint
CREATE INDEX "deals_company_name_idx" ON "deals" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "deals_owner_idx" ON "deals" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "deals_account_idx" ON "deals" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "emails_company_received_idx" ON "emails" USING btree ("company_id","received_at");--> statement-breakpoint
CREATE INDEX "emails_deal_received_idx" ON "emails" USING btree ("deal_id","received_at");--> statement-breakpoint
CREATE INDEX "emails_account_received_idx" ON "emails" USING btree ("account_id","received_at");--> statement-breakpoint
CREATE INDEX "deal_mapping_reviews_company_created_idx" ON "deal_mapping_reviews" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "deal_mapping_reviews_event_idx" ON "deal_mapping_reviews" USING btree ("calendar_event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meeting_deals_one_primary_uq" ON "meeting_deals" USING btree ("meeting_id") WHERE is_primary;--> statement-breakpoint
CREATE INDEX "meeting_deals_company_idx" ON "meeting_deals" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "meeting_deals_deal_idx" ON "meeting_deals" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "crm_writes_company_created_idx" ON "crm_writes" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "crm_writes_meeting_idx" ON "crm_writes" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "crm_writes_deal_idx" ON "crm_writes" USING btree ("deal_id");--> statement-breakpoint
CREATE INDEX "account_metrics_company_idx" ON "account_metrics" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "deal_metrics_company_idx" ON "deal_metrics" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "saved_views_company_page_idx" ON "saved_views" USING btree ("company_id","page");--> statement-breakpoint
CREATE INDEX "saved_views_user_page_idx" ON "saved_views" USING btree ("user_id","page");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_one_default_uq" ON "saved_views" USING btree ("user_id","page") WHERE is_default;--> statement-breakpoint
CREATE INDEX "clips_company_created_idx" ON "clips" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "clips_meeting_idx" ON "clips" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "clips_user_idx" ON "clips" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "share_link_views_company_idx" ON "share_link_views" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "share_link_views_link_idx" ON "share_link_views" USING btree ("share_link_id","viewed_at");--> statement-breakpoint
CREATE INDEX "share_links_company_idx" ON "share_links" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "share_links_meeting_idx" ON "share_links" USING btree ("meeting_id");--> statement-breakpoint
CREATE INDEX "share_links_clip_idx" ON "share_links" USING btree ("clip_id");--> statement-breakpoint
CREATE INDEX "chat_messages_company_created_idx" ON "chat_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_thread_created_idx" ON "chat_messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_threads_company_idx" ON "chat_threads" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "chat_threads_meeting_user_idx" ON "chat_threads" USING btree ("meeting_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_threads_deal_user_idx" ON "chat_threads" USING btree ("deal_id","user_id");--> statement-breakpoint
CREATE INDEX "error_reports_company_created_idx" ON "error_reports" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_company_created_idx" ON "tracking_events" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_user_created_idx" ON "tracking_events" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "utm_origins_company_created_idx" ON "utm_origins" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_log_company_at_idx" ON "audit_log" USING btree ("company_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "impersonation_tokens_company_idx" ON "impersonation_tokens" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_company_created_idx" ON "mail_outbox" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "mail_outbox_status_idx" ON "mail_outbox" USING btree ("status","created_at");