export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13.0.5"
  }
  public: {
    Tables: {
      audit_log: {
        Row: {
          action: string
          actor: string
          created_at: string
          id: number
          reason: string
          target_id: string
          target_type: string
        }
        Insert: {
          action: string
          actor: string
          created_at?: string
          id?: never
          reason: string
          target_id: string
          target_type: string
        }
        Update: {
          action?: string
          actor?: string
          created_at?: string
          id?: never
          reason?: string
          target_id?: string
          target_type?: string
        }
        Relationships: []
      }
      blocks: {
        Row: {
          blocked: string
          blocker: string
          created_at: string
        }
        Insert: {
          blocked: string
          blocker?: string
          created_at?: string
        }
        Update: {
          blocked?: string
          blocker?: string
          created_at?: string
        }
        Relationships: []
      }
      chat_messages: {
        Row: {
          body: string
          client_id: string | null
          created_at: string
          id: number
          message_id: number
          photos: string[]
          read_at: string | null
          sender: string | null
        }
        Insert: {
          body?: string
          client_id?: string | null
          created_at?: string
          id?: never
          message_id: number
          photos?: string[]
          read_at?: string | null
          sender?: string | null
        }
        Update: {
          body?: string
          client_id?: string | null
          created_at?: string
          id?: never
          message_id?: number
          photos?: string[]
          read_at?: string | null
          sender?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "chat_messages_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "connections"
            referencedColumns: ["message_id"]
          },
          {
            foreignKeyName: "chat_messages_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["message_id"]
          },
        ]
      }
      contact_messages: {
        Row: {
          client_address: string
          created_at: string
          email: string
          id: number
          message: string
          name: string
        }
        Insert: {
          client_address?: string
          created_at?: string
          email: string
          id?: never
          message: string
          name: string
        }
        Update: {
          client_address?: string
          created_at?: string
          email?: string
          id?: never
          message?: string
          name?: string
        }
        Relationships: []
      }
      contact_phones: {
        Row: {
          phone: string
          user_id: string
          verified_at: string | null
        }
        Insert: {
          phone: string
          user_id?: string
          verified_at?: string | null
        }
        Update: {
          phone?: string
          user_id?: string
          verified_at?: string | null
        }
        Relationships: []
      }
      directory_synonyms: {
        Row: {
          kind: string
          meaning: string
          term: string
        }
        Insert: {
          kind: string
          meaning: string
          term: string
        }
        Update: {
          kind?: string
          meaning?: string
          term?: string
        }
        Relationships: []
      }
      help_now: {
        Row: {
          created_at: string
          customer: string
          description: string
          ended_at: string | null
          id: number
          job: string
          latitude: number
          longitude: number
          photos: string[]
          round: number
          round_started_at: string
          state: string
          winner: number | null
        }
        Insert: {
          created_at?: string
          customer: string
          description?: string
          ended_at?: string | null
          id?: never
          job: string
          latitude: number
          longitude: number
          photos?: string[]
          round?: number
          round_started_at?: string
          state?: string
          winner?: number | null
        }
        Update: {
          created_at?: string
          customer?: string
          description?: string
          ended_at?: string | null
          id?: never
          job?: string
          latitude?: number
          longitude?: number
          photos?: string[]
          round?: number
          round_started_at?: string
          state?: string
          winner?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "help_now_winner_fkey"
            columns: ["winner"]
            isOneToOne: false
            referencedRelation: "connections"
            referencedColumns: ["message_id"]
          },
          {
            foreignKeyName: "help_now_winner_fkey"
            columns: ["winner"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["message_id"]
          },
        ]
      }
      job_progress: {
        Row: {
          cancel_note: string | null
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          confirmed_by: string | null
          customer: string | null
          disputed_at: string | null
          done_at: string | null
          marked_at: string | null
          marked_by: string | null
          message_id: number
          provider: string | null
          state: string
          updated_at: string
        }
        Insert: {
          cancel_note?: string | null
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          confirmed_by?: string | null
          customer?: string | null
          disputed_at?: string | null
          done_at?: string | null
          marked_at?: string | null
          marked_by?: string | null
          message_id: number
          provider?: string | null
          state: string
          updated_at?: string
        }
        Update: {
          cancel_note?: string | null
          cancel_reason?: string | null
          cancelled_at?: string | null
          cancelled_by?: string | null
          confirmed_by?: string | null
          customer?: string | null
          disputed_at?: string | null
          done_at?: string | null
          marked_at?: string | null
          marked_by?: string | null
          message_id?: number
          provider?: string | null
          state?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "job_progress_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: true
            referencedRelation: "connections"
            referencedColumns: ["message_id"]
          },
          {
            foreignKeyName: "job_progress_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: true
            referencedRelation: "messages"
            referencedColumns: ["message_id"]
          },
        ]
      }
      messages: {
        Row: {
          answered_at: string | null
          created_at: string
          decline_reason: string | null
          description: string
          distance_km: number | null
          from: string | null
          help_now_id: number | null
          is_chat: boolean
          message_id: number
          photos: string[]
          requested_at: string
          seen_at: string | null
          sp_profile: string
          spname: string
          status: string
          status_changed_at: string
          to: string | null
          user_profile: string
          username: string
          visit_agreed_at: string | null
          visit_at: string | null
          visit_by: string | null
          visit_date: string | null
          visit_reminded_at: string | null
          visit_slot: string | null
          wanted: string
          wanted_date: string | null
          wanted_slot: string | null
        }
        Insert: {
          answered_at?: string | null
          created_at?: string
          decline_reason?: string | null
          description?: string
          distance_km?: number | null
          from?: string | null
          help_now_id?: number | null
          is_chat?: boolean
          message_id?: never
          photos?: string[]
          requested_at?: string
          seen_at?: string | null
          sp_profile?: string
          spname?: string
          status?: string
          status_changed_at?: string
          to?: string | null
          user_profile?: string
          username?: string
          visit_agreed_at?: string | null
          visit_at?: string | null
          visit_by?: string | null
          visit_date?: string | null
          visit_reminded_at?: string | null
          visit_slot?: string | null
          wanted?: string
          wanted_date?: string | null
          wanted_slot?: string | null
        }
        Update: {
          answered_at?: string | null
          created_at?: string
          decline_reason?: string | null
          description?: string
          distance_km?: number | null
          from?: string | null
          help_now_id?: number | null
          is_chat?: boolean
          message_id?: never
          photos?: string[]
          requested_at?: string
          seen_at?: string | null
          sp_profile?: string
          spname?: string
          status?: string
          status_changed_at?: string
          to?: string | null
          user_profile?: string
          username?: string
          visit_agreed_at?: string | null
          visit_at?: string | null
          visit_by?: string | null
          visit_date?: string | null
          visit_reminded_at?: string | null
          visit_slot?: string | null
          wanted?: string
          wanted_date?: string | null
          wanted_slot?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "messages_help_now_id_fkey"
            columns: ["help_now_id"]
            isOneToOne: false
            referencedRelation: "help_now"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_to_fkey"
            columns: ["to"]
            isOneToOne: false
            referencedRelation: "service-providers"
            referencedColumns: ["uuid"]
          },
        ]
      }
      notification_deliveries: {
        Row: {
          attempts: number
          channel: string
          created_at: string
          id: number
          last_error: string | null
          next_attempt_at: string | null
          notification_id: number
          notified_at: string
          sent_at: string | null
          status: string
          target: string
          updated_at: string
        }
        Insert: {
          attempts?: number
          channel: string
          created_at?: string
          id?: never
          last_error?: string | null
          next_attempt_at?: string | null
          notification_id: number
          notified_at: string
          sent_at?: string | null
          status?: string
          target: string
          updated_at?: string
        }
        Update: {
          attempts?: number
          channel?: string
          created_at?: string
          id?: never
          last_error?: string | null
          next_attempt_at?: string | null
          notification_id?: number
          notified_at?: string
          sent_at?: string | null
          status?: string
          target?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "notification_deliveries_notification_id_fkey"
            columns: ["notification_id"]
            isOneToOne: false
            referencedRelation: "notifications"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_preferences: {
        Row: {
          channels: NonNullable<Json>
          quiet_allows_requests: boolean
          quiet_from: string | null
          quiet_until: string | null
          time_zone: string
          updated_at: string
          user_id: string
        }
        Insert: {
          channels: NonNullable<Json>
          quiet_allows_requests?: boolean
          quiet_from?: string | null
          quiet_until?: string | null
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Update: {
          channels?: NonNullable<Json>
          quiet_allows_requests?: boolean
          quiet_from?: string | null
          quiet_until?: string | null
          time_zone?: string
          updated_at?: string
          user_id?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          created_at: string
          id: number
          kind: string
          link: string
          message_id: number | null
          params: NonNullable<Json>
          read_at: string | null
          recipient: string
        }
        Insert: {
          created_at?: string
          id?: never
          kind: string
          link?: string
          message_id?: number | null
          params?: NonNullable<Json>
          read_at?: string | null
          recipient: string
        }
        Update: {
          created_at?: string
          id?: never
          kind?: string
          link?: string
          message_id?: number | null
          params?: NonNullable<Json>
          read_at?: string | null
          recipient?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "connections"
            referencedColumns: ["message_id"]
          },
          {
            foreignKeyName: "notifications_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["message_id"]
          },
        ]
      }
      problem_reports: {
        Row: {
          category: string
          client_address: string
          contact_email: string | null
          created_at: string
          description: string
          id: number
          reporter: string | null
        }
        Insert: {
          category: string
          client_address?: string
          contact_email?: string | null
          created_at?: string
          description: string
          id?: never
          reporter?: string | null
        }
        Update: {
          category?: string
          client_address?: string
          contact_email?: string | null
          created_at?: string
          description?: string
          id?: never
          reporter?: string | null
        }
        Relationships: []
      }
      provider_localities: {
        Row: {
          location: string
          providers: number
        }
        Insert: {
          location: string
          providers: number
        }
        Update: {
          location?: string
          providers?: number
        }
        Relationships: []
      }
      provider_names: {
        Row: {
          location: string
          name: string
          providers: number
        }
        Insert: {
          location: string
          name: string
          providers: number
        }
        Update: {
          location?: string
          name?: string
          providers?: number
        }
        Relationships: []
      }
      provider_private: {
        Row: {
          email: string
          latitude: number | null
          location_source: string | null
          longitude: number | null
          phone_visibility: string
          phonenumber: string
          updated_at: string
          uuid: string
        }
        Insert: {
          email?: string
          latitude?: number | null
          location_source?: string | null
          longitude?: number | null
          phone_visibility?: string
          phonenumber?: string
          updated_at?: string
          uuid: string
        }
        Update: {
          email?: string
          latitude?: number | null
          location_source?: string | null
          longitude?: number | null
          phone_visibility?: string
          phonenumber?: string
          updated_at?: string
          uuid?: string
        }
        Relationships: [
          {
            foreignKeyName: "provider_private_uuid_fkey"
            columns: ["uuid"]
            isOneToOne: true
            referencedRelation: "service-providers"
            referencedColumns: ["uuid"]
          },
        ]
      }
      provider_response_stats: {
        Row: {
          median_seconds: number | null
          newest_answer_at: string | null
          provider_id: string
        }
        Insert: {
          median_seconds?: number | null
          newest_answer_at?: string | null
          provider_id: string
        }
        Update: {
          median_seconds?: number | null
          newest_answer_at?: string | null
          provider_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "provider_response_stats_provider_id_fkey"
            columns: ["provider_id"]
            isOneToOne: true
            referencedRelation: "service-providers"
            referencedColumns: ["uuid"]
          },
        ]
      }
      provider_verifications: {
        Row: {
          decided_at: string | null
          decided_by: string | null
          document_path: string | null
          documents_deleted_at: string | null
          id: number
          id_last4: string
          id_type: string
          provider: string
          reason: string | null
          selfie_path: string | null
          status: string
          submitted_at: string
        }
        Insert: {
          decided_at?: string | null
          decided_by?: string | null
          document_path?: string | null
          documents_deleted_at?: string | null
          id?: never
          id_last4: string
          id_type: string
          provider?: string
          reason?: string | null
          selfie_path?: string | null
          status?: string
          submitted_at?: string
        }
        Update: {
          decided_at?: string | null
          decided_by?: string | null
          document_path?: string | null
          documents_deleted_at?: string | null
          id?: never
          id_last4?: string
          id_type?: string
          provider?: string
          reason?: string | null
          selfie_path?: string | null
          status?: string
          submitted_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "provider_verifications_provider_fkey"
            columns: ["provider"]
            isOneToOne: false
            referencedRelation: "service-providers"
            referencedColumns: ["uuid"]
          },
        ]
      }
      push_subscriptions: {
        Row: {
          auth: string
          created_at: string
          endpoint: string
          id: number
          p256dh: string
          user_agent: string | null
          user_id: string
        }
        Insert: {
          auth: string
          created_at?: string
          endpoint: string
          id?: never
          p256dh: string
          user_agent?: string | null
          user_id?: string
        }
        Update: {
          auth?: string
          created_at?: string
          endpoint?: string
          id?: never
          p256dh?: string
          user_agent?: string | null
          user_id?: string
        }
        Relationships: []
      }
      rating_groups: {
        Row: {
          providers: number
          rating_avg: number
          rating_count: number
        }
        Insert: {
          providers: number
          rating_avg: number
          rating_count: number
        }
        Update: {
          providers?: number
          rating_avg?: number
          rating_count?: number
        }
        Relationships: []
      }
      reports: {
        Row: {
          created_at: string
          details: string
          id: number
          reason: string
          reporter: string
          status: string
          target_id: string
          target_type: string
        }
        Insert: {
          created_at?: string
          details?: string
          id?: never
          reason: string
          reporter?: string
          status?: string
          target_id: string
          target_type: string
        }
        Update: {
          created_at?: string
          details?: string
          id?: never
          reason?: string
          reporter?: string
          status?: string
          target_id?: string
          target_type?: string
        }
        Relationships: []
      }
      request_resends: {
        Row: {
          id: number
          message_id: number
          resent_at: string
        }
        Insert: {
          id?: never
          message_id: number
          resent_at?: string
        }
        Update: {
          id?: never
          message_id?: number
          resent_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "request_resends_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "connections"
            referencedColumns: ["message_id"]
          },
          {
            foreignKeyName: "request_resends_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: false
            referencedRelation: "messages"
            referencedColumns: ["message_id"]
          },
        ]
      }
      review_totals: {
        Row: {
          id: boolean
          rating_sum: number
          review_count: number
        }
        Insert: {
          id?: boolean
          rating_sum?: number
          review_count?: number
        }
        Update: {
          id?: boolean
          rating_sum?: number
          review_count?: number
        }
        Relationships: []
      }
      reviews: {
        Row: {
          body: string
          created_at: string
          customer: string | null
          hidden_at: string | null
          hidden_reason: string | null
          id: number
          message_id: number
          provider: string
          rating: number
          replied_at: string | null
          reply: string | null
          updated_at: string
        }
        Insert: {
          body?: string
          created_at?: string
          customer?: string | null
          hidden_at?: string | null
          hidden_reason?: string | null
          id?: never
          message_id: number
          provider: string
          rating: number
          replied_at?: string | null
          reply?: string | null
          updated_at?: string
        }
        Update: {
          body?: string
          created_at?: string
          customer?: string | null
          hidden_at?: string | null
          hidden_reason?: string | null
          id?: never
          message_id?: number
          provider?: string
          rating?: number
          replied_at?: string | null
          reply?: string | null
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "reviews_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: true
            referencedRelation: "connections"
            referencedColumns: ["message_id"]
          },
          {
            foreignKeyName: "reviews_message_id_fkey"
            columns: ["message_id"]
            isOneToOne: true
            referencedRelation: "messages"
            referencedColumns: ["message_id"]
          },
          {
            foreignKeyName: "reviews_provider_fkey"
            columns: ["provider"]
            isOneToOne: false
            referencedRelation: "service-providers"
            referencedColumns: ["uuid"]
          },
        ]
      }
      "service-providers": {
        Row: {
          availability: string
          availability_updated_at: string
          created_at: string
          email: string
          first_name: string
          id_checked: boolean
          job: string
          jobs_done: number
          last_name: string
          latitude: number | null
          location: string
          longitude: number | null
          phone_verified: boolean
          phonenumber: string
          profilePicUrl: string
          rate_card: NonNullable<Json>
          rating_avg: number | null
          rating_count: number
          suspended_at: string | null
          updated_at: string
          uuid: string
          visiting_charge: number | null
        }
        Insert: {
          availability?: string
          availability_updated_at?: string
          created_at?: string
          email?: string
          first_name?: string
          id_checked?: boolean
          job: string
          jobs_done?: number
          last_name?: string
          latitude?: number | null
          location?: string
          longitude?: number | null
          phone_verified?: boolean
          phonenumber?: string
          profilePicUrl?: string
          rate_card?: NonNullable<Json>
          rating_avg?: number | null
          rating_count?: number
          suspended_at?: string | null
          updated_at?: string
          uuid: string
          visiting_charge?: number | null
        }
        Update: {
          availability?: string
          availability_updated_at?: string
          created_at?: string
          email?: string
          first_name?: string
          id_checked?: boolean
          job?: string
          jobs_done?: number
          last_name?: string
          latitude?: number | null
          location?: string
          longitude?: number | null
          phone_verified?: boolean
          phonenumber?: string
          profilePicUrl?: string
          rate_card?: NonNullable<Json>
          rating_avg?: number | null
          rating_count?: number
          suspended_at?: string | null
          updated_at?: string
          uuid?: string
          visiting_charge?: number | null
        }
        Relationships: []
      }
      users: {
        Row: {
          created_at: string
          email: string
          first_name: string
          last_name: string
          latitude: number | null
          location: string
          location_source: string | null
          longitude: number | null
          name: string
          phonenumber: string
          profile_link: string
          profilePicUrl: string
          updated_at: string
          uuid: string
        }
        Insert: {
          created_at?: string
          email?: string
          first_name?: string
          last_name?: string
          latitude?: number | null
          location?: string
          location_source?: string | null
          longitude?: number | null
          name?: string
          phonenumber?: string
          profile_link?: string
          profilePicUrl?: string
          updated_at?: string
          uuid: string
        }
        Update: {
          created_at?: string
          email?: string
          first_name?: string
          last_name?: string
          latitude?: number | null
          location?: string
          location_source?: string | null
          longitude?: number | null
          name?: string
          phonenumber?: string
          profile_link?: string
          profilePicUrl?: string
          updated_at?: string
          uuid?: string
        }
        Relationships: []
      }
    }
    Views: {
      connections: {
        Row: {
          answered_at: string | null
          created_at: string | null
          decline_reason: string | null
          expires_at: string | null
          from: string | null
          help_now_id: number | null
          is_chat: boolean | null
          message_id: number | null
          requested_at: string | null
          sp_profile: string | null
          spname: string | null
          status: string | null
          to: string | null
        }
        Insert: {
          answered_at?: string | null
          created_at?: string | null
          decline_reason?: string | null
          expires_at?: never
          from?: string | null
          help_now_id?: number | null
          is_chat?: boolean | null
          message_id?: number | null
          requested_at?: string | null
          sp_profile?: string | null
          spname?: string | null
          status?: never
          to?: string | null
        }
        Update: {
          answered_at?: string | null
          created_at?: string | null
          decline_reason?: string | null
          expires_at?: never
          from?: string | null
          help_now_id?: number | null
          is_chat?: boolean | null
          message_id?: number | null
          requested_at?: string | null
          sp_profile?: string | null
          spname?: string | null
          status?: never
          to?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "messages_help_now_id_fkey"
            columns: ["help_now_id"]
            isOneToOne: false
            referencedRelation: "help_now"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_to_fkey"
            columns: ["to"]
            isOneToOne: false
            referencedRelation: "service-providers"
            referencedColumns: ["uuid"]
          },
        ]
      }
    }
    Functions: {
      account_storage_objects: {
        Args: { p_user: string }
        Returns: {
          bucket: string
          name: string
        }[]
      }
      admin_audit_entries: {
        Args: { before_id?: number; max?: number }
        Returns: {
          action: string
          actor: string
          actor_email: string
          created_at: string
          id: number
          reason: string
          target_id: string
          target_name: string
          target_type: string
        }[]
      }
      admin_decide_report: {
        Args: {
          decision: string
          reason: string
          target_id: string
          target_type: string
        }
        Returns: number
      }
      admin_decide_verification: {
        Args: { p_approve: boolean; p_id: number; p_reason?: string }
        Returns: {
          decided_at: string | null
          decided_by: string | null
          document_path: string | null
          documents_deleted_at: string | null
          id: number
          id_last4: string
          id_type: string
          provider: string
          reason: string | null
          selfie_path: string | null
          status: string
          submitted_at: string
        }
        SetofOptions: {
          from: "*"
          to: "provider_verifications"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_find_providers: {
        Args: { q: string }
        Returns: {
          email: string
          first_name: string
          job: string
          last_name: string
          location: string
          suspended_at: string
          uuid: string
        }[]
      }
      admin_hidden_reviews: {
        Args: { before_id?: number; max?: number }
        Returns: {
          body: string
          created_at: string
          hidden_at: string
          hidden_reason: string
          id: number
          open_reports: number
          provider: string
          provider_name: string
          rating: number
          reviewer_name: string
        }[]
      }
      admin_report_queue: {
        Args: Record<PropertyKey, never>
        Returns: {
          details: string[]
          first_reported_at: string
          last_reported_at: string
          reasons: string[]
          reports: number
          review_hidden: boolean
          target_id: string
          target_name: string
          target_text: string
          target_type: string
        }[]
      }
      admin_set_provider_suspended: {
        Args: { provider: string; reason: string; suspended: boolean }
        Returns: string
      }
      admin_set_review_hidden: {
        Args: { hidden: boolean; reason: string; review_id: number }
        Returns: undefined
      }
      blocked_between: { Args: { a: string; b: string }; Returns: boolean }
      cancel_help_now: { Args: Record<PropertyKey, never>; Returns: number }
      cancel_job: {
        Args: { message_id: number; note?: string; reason: string }
        Returns: {
          cancel_note: string | null
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          confirmed_by: string | null
          customer: string | null
          disputed_at: string | null
          done_at: string | null
          marked_at: string | null
          marked_by: string | null
          message_id: number
          provider: string | null
          state: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "job_progress"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      chat_photo_conversation: { Args: { path: string }; Returns: number }
      chat_photo_sender: { Args: { path: string }; Returns: string }
      chat_photos_valid: {
        Args: { conversation: number; photos: string[]; sender: string }
        Returns: boolean
      }
      coarse_coordinate: { Args: { value: number }; Returns: number }
      complete_my_profile: { Args: Record<PropertyKey, never>; Returns: string }
      confirm_job_done: {
        Args: { message_id: number }
        Returns: {
          cancel_note: string | null
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          confirmed_by: string | null
          customer: string | null
          disputed_at: string | null
          done_at: string | null
          marked_at: string | null
          marked_by: string | null
          message_id: number
          provider: string | null
          state: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "job_progress"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      confirm_visit: {
        Args: { p_request: number }
        Returns: {
          answered_at: string | null
          created_at: string
          decline_reason: string | null
          description: string
          distance_km: number | null
          from: string | null
          help_now_id: number | null
          is_chat: boolean
          message_id: number
          photos: string[]
          requested_at: string
          seen_at: string | null
          sp_profile: string
          spname: string
          status: string
          status_changed_at: string
          to: string | null
          user_profile: string
          username: string
          visit_agreed_at: string | null
          visit_at: string | null
          visit_by: string | null
          visit_date: string | null
          visit_reminded_at: string | null
          visit_slot: string | null
          wanted: string
          wanted_date: string | null
          wanted_slot: string | null
        }
        SetofOptions: {
          from: "*"
          to: "messages"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      connection_summaries: {
        Args: Record<PropertyKey, never>
        Returns: {
          connected_at: string
          counterpart_id: string
          counterpart_job: string
          counterpart_name: string
          counterpart_phone: string
          counterpart_picture: string
          customer_id: string
          is_chat: boolean
          last_body: string
          last_created_at: string
          last_id: number
          last_sender: string
          message_count: number
          message_id: number
          provider_id: string
          unread_count: number
        }[]
      }
      conversation: {
        Args: { conversation_id: number }
        Returns: {
          connected_at: string
          counterpart_id: string
          counterpart_job: string
          counterpart_name: string
          counterpart_phone: string
          counterpart_picture: string
          customer_id: string
          is_chat: boolean
          last_body: string
          last_created_at: string
          last_id: number
          last_sender: string
          message_count: number
          message_id: number
          provider_id: string
          unread_count: number
        }[]
      }
      conversations: {
        Args: Record<PropertyKey, never>
        Returns: {
          connected_at: string
          counterpart_id: string
          counterpart_job: string
          counterpart_name: string
          counterpart_phone: string
          counterpart_picture: string
          customer_id: string
          is_chat: boolean
          last_body: string
          last_created_at: string
          last_id: number
          last_sender: string
          message_count: number
          message_id: number
          provider_id: string
          unread_count: number
        }[]
      }
      delete_account_data: {
        Args: { p_user: string }
        Returns: {
          bucket: string
          name: string
        }[]
      }
      directory_card: {
        Args: { lat?: number; lon?: number; provider: string }
        Returns: Database["public"]["CompositeTypes"]["directory_provider"][]
        SetofOptions: {
          from: "*"
          to: "directory_provider"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      directory_groups_apply: {
        Args: { added: Json; removed: Json }
        Returns: undefined
      }
      directory_groups_rebuild: {
        Args: Record<PropertyKey, never>
        Returns: undefined
      }
      directory_locality_delta: {
        Args: { added: Json; removed: Json }
        Returns: {
          d: number
          l: string
        }[]
      }
      directory_name_delta: {
        Args: { added: Json; removed: Json }
        Returns: {
          d: number
          l: string
          n: string
        }[]
      }
      directory_query: {
        Args: { q: string }
        Returns: {
          near_me: boolean
          needle: string
        }[]
      }
      directory_rating_delta: {
        Args: { added: Json; removed: Json }
        Returns: {
          a: number
          d: number
          n: number
        }[]
      }
      dispute_job_done: {
        Args: { message_id: number }
        Returns: {
          cancel_note: string | null
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          confirmed_by: string | null
          customer: string | null
          disputed_at: string | null
          done_at: string | null
          marked_at: string | null
          marked_by: string | null
          message_id: number
          provider: string | null
          state: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "job_progress"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      expire_overdue_requests: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      export_my_data: { Args: Record<PropertyKey, never>; Returns: Json }
      grid_cell_centre: { Args: { value: number }; Returns: number }
      help_now_advance: { Args: Record<PropertyKey, never>; Returns: number }
      help_now_ask: { Args: { help_now_id: number }; Returns: number }
      help_now_claim: {
        Args: { help_now_id: number; message_id: number }
        Returns: boolean
      }
      help_now_distance_km: {
        Args: { help_now_id: number; provider: string }
        Returns: number
      }
      help_now_ended: { Args: { help_now_id: number }; Returns: boolean }
      help_now_round_minutes: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      help_now_state: {
        Args: { round: number; round_started_at: string; state: string }
        Returns: string
      }
      help_now_winner: { Args: { help_now_id: number }; Returns: number }
      is_admin: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_api_caller: { Args: Record<PropertyKey, never>; Returns: boolean }
      is_chat_party: { Args: { conversation: number }; Returns: boolean }
      job_connection: {
        Args: { message_id: number }
        Returns: {
          answered_at: string | null
          created_at: string
          decline_reason: string | null
          description: string
          distance_km: number | null
          from: string | null
          help_now_id: number | null
          is_chat: boolean
          message_id: number
          photos: string[]
          requested_at: string
          seen_at: string | null
          sp_profile: string
          spname: string
          status: string
          status_changed_at: string
          to: string | null
          user_profile: string
          username: string
          visit_agreed_at: string | null
          visit_at: string | null
          visit_by: string | null
          visit_date: string | null
          visit_reminded_at: string | null
          visit_slot: string | null
          wanted: string
          wanted_date: string | null
          wanted_slot: string | null
        }
        SetofOptions: {
          from: "*"
          to: "messages"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      job_done_hours: { Args: Record<PropertyKey, never>; Returns: number }
      job_marked_by_other: {
        Args: { me: string; message_id: number }
        Returns: {
          cancel_note: string | null
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          confirmed_by: string | null
          customer: string | null
          disputed_at: string | null
          done_at: string | null
          marked_at: string | null
          marked_by: string | null
          message_id: number
          provider: string | null
          state: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "job_progress"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      job_state: { Args: { marked_at: string; state: string }; Returns: string }
      mark_conversation_read: {
        Args: { conversation_id: number }
        Returns: number
      }
      mark_job_done: {
        Args: { message_id: number }
        Returns: {
          cancel_note: string | null
          cancel_reason: string | null
          cancelled_at: string | null
          cancelled_by: string | null
          confirmed_by: string | null
          customer: string | null
          disputed_at: string | null
          done_at: string | null
          marked_at: string | null
          marked_by: string | null
          message_id: number
          provider: string | null
          state: string
          updated_at: string
        }
        SetofOptions: {
          from: "*"
          to: "job_progress"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      mark_notifications_read: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      mark_requests_seen: { Args: Record<PropertyKey, never>; Returns: number }
      my_account_has_job: { Args: Record<PropertyKey, never>; Returns: boolean }
      my_place: {
        Args: Record<PropertyKey, never>
        Returns: {
          latitude: number
          location: string
          longitude: number
          source: string
        }[]
      }
      my_review: {
        Args: { request_id: number }
        Returns: {
          body: string
          created_at: string
          id: number
          rating: number
          updated_at: string
        }[]
      }
      name_initial: { Args: { name: string }; Returns: string }
      nearby_providers: {
        Args: {
          job?: string
          lat: number
          lon: number
          radius_km?: number
          verified_only?: boolean
        }
        Returns: Database["public"]["CompositeTypes"]["nearby_provider"][]
        SetofOptions: {
          from: "*"
          to: "nearby_provider"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      nearby_providers_arguments: {
        Args: { job: string; lat: number; lon: number; radius_km: number }
        Returns: boolean
      }
      notification_channels_valid: {
        Args: { p_channels: Json }
        Returns: boolean
      }
      notification_deliveries_due: {
        Args: { p_limit: number }
        Returns: {
          attempts: number
          channel: string
          created_at: string
          id: number
          last_error: string | null
          next_attempt_at: string | null
          notification_id: number
          notified_at: string
          sent_at: string | null
          status: string
          target: string
          updated_at: string
        }[]
        SetofOptions: {
          from: "*"
          to: "notification_deliveries"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      notification_deliveries_finish: {
        Args: { p_results: Json }
        Returns: undefined
      }
      notification_deliveries_start: {
        Args: { p_notification_id: number }
        Returns: Json
      }
      notification_deliveries_start_many: {
        Args: { p_notification_ids: number[] }
        Returns: Json
      }
      notification_delivery_plan: {
        Args: { p_notification_id: number }
        Returns: Json
      }
      notify: {
        Args: {
          p_kind: string
          p_link: string
          p_message_id: number
          p_params: Json
          p_recipient: string
        }
        Returns: undefined
      }
      party_first_name: { Args: { person: string }; Returns: string }
      phone_code_check: {
        Args: { p_code: string; p_phone: string; p_user: string }
        Returns: string
      }
      phone_code_store: {
        Args: { p_code: string; p_phone: string; p_user: string }
        Returns: boolean
      }
      place_name_only: { Args: { label: string }; Returns: string }
      propose_visit: {
        Args: { p_date: string; p_request: number; p_slot: string }
        Returns: {
          answered_at: string | null
          created_at: string
          decline_reason: string | null
          description: string
          distance_km: number | null
          from: string | null
          help_now_id: number | null
          is_chat: boolean
          message_id: number
          photos: string[]
          requested_at: string
          seen_at: string | null
          sp_profile: string
          spname: string
          status: string
          status_changed_at: string
          to: string | null
          user_profile: string
          username: string
          visit_agreed_at: string | null
          visit_at: string | null
          visit_by: string | null
          visit_date: string | null
          visit_reminded_at: string | null
          visit_slot: string | null
          wanted: string
          wanted_date: string | null
          wanted_slot: string | null
        }
        SetofOptions: {
          from: "*"
          to: "messages"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      provider_directory: {
        Args: Record<PropertyKey, never>
        Returns: {
          availability: string
          email: string
          first_name: string
          job: string
          jobs_done: number
          last_name: string
          location: string
          phonenumber: string
          profilePicUrl: string
          rating_avg: number
          rating_count: number
          rating_score: number
          response_seconds: number
          uuid: string
          visiting_charge: number
        }[]
      }
      provider_phone: { Args: { provider: string }; Returns: string }
      provider_rating_summary: {
        Args: { provider: string }
        Returns: {
          rating_avg: number
          rating_count: number
          stars_1: number
          stars_2: number
          stars_3: number
          stars_4: number
          stars_5: number
        }[]
      }
      provider_requests: {
        Args: Record<PropertyKey, never>
        Returns: {
          answered_at: string
          customer_id: string
          decline_reason: string
          description: string
          distance_km: number
          email: string
          expires_at: string
          first_name: string
          help_now: boolean
          last_name: string
          latitude: number
          locality: string
          longitude: number
          message_id: number
          phonenumber: string
          photos: string[]
          picture: string
          requested_at: string
          status: string
          wanted: string
          wanted_date: string
          wanted_slot: string
        }[]
      }
      provider_response_times: {
        Args: { provider_ids: string[] }
        Returns: {
          answers: number
          median_seconds: number
          provider_id: string
        }[]
      }
      provider_reviews: {
        Args: { before_id?: number; max?: number; provider: string }
        Returns: {
          body: string
          created_at: string
          id: number
          rating: number
          replied_at: string
          reply: string
          reviewer_name: string
          updated_at: string
          verified: boolean
        }[]
      }
      provider_stats: {
        Args: Record<PropertyKey, never>
        Returns: {
          accepted_connections: number
          customers: number
          jobs_done: number
          pending_requests: number
        }[]
      }
      rate_card_valid: { Args: { card: Json }; Returns: boolean }
      rating_prior_mean: { Args: Record<PropertyKey, never>; Returns: number }
      rating_score: {
        Args: { prior_mean: number; rating_avg: number; rating_count: number }
        Returns: number
      }
      recent_reviews: {
        Args: { max?: number }
        Returns: {
          body: string
          created_at: string
          id: number
          job: string
          locality: string
          provider: string
          provider_name: string
          rating: number
          reviewer_name: string
        }[]
      }
      request_client_address: {
        Args: Record<PropertyKey, never>
        Returns: string
      }
      request_distance_km: {
        Args: { customer: string; provider: string }
        Returns: number
      }
      request_first_name: { Args: { full_name: string }; Returns: string }
      request_help_now: {
        Args: {
          description?: string
          job: string
          lat?: number
          lon?: number
          photos?: string[]
        }
        Returns: {
          answered_at: string | null
          created_at: string
          decline_reason: string | null
          description: string
          distance_km: number | null
          from: string | null
          help_now_id: number | null
          is_chat: boolean
          message_id: number
          photos: string[]
          requested_at: string
          seen_at: string | null
          sp_profile: string
          spname: string
          status: string
          status_changed_at: string
          to: string | null
          user_profile: string
          username: string
          visit_agreed_at: string | null
          visit_at: string | null
          visit_by: string | null
          visit_date: string | null
          visit_reminded_at: string | null
          visit_slot: string | null
          wanted: string
          wanted_date: string | null
          wanted_slot: string | null
        }[]
        SetofOptions: {
          from: "*"
          to: "messages"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      request_photos_valid: {
        Args: { customer: string; photos: string[] }
        Returns: boolean
      }
      request_status: {
        Args: { requested_at: string; status: string }
        Returns: string
      }
      request_ttl: { Args: Record<PropertyKey, never>; Returns: string }
      save_my_place: {
        Args: { from_device?: boolean; lat: number; lon: number; place: string }
        Returns: {
          latitude: number
          location: string
          longitude: number
          saved: boolean
          source: string
        }[]
      }
      search_providers: {
        Args: {
          after?: string
          available?: boolean
          job?: string
          lat?: number
          lon?: number
          max_charge?: number
          min_rating?: number
          page_size?: number
          q?: string
          sort?: string
          verified?: boolean
        }
        Returns: Database["public"]["CompositeTypes"]["directory_provider"][]
        SetofOptions: {
          from: "*"
          to: "directory_provider"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      settle_done_jobs: { Args: Record<PropertyKey, never>; Returns: number }
      suggested_providers: {
        Args: { request_id: number }
        Returns: Database["public"]["CompositeTypes"]["nearby_provider"][]
        SetofOptions: {
          from: "*"
          to: "nearby_provider"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      suggestion_candidates: {
        Args: {
          left_out: string
          origin_lat: number
          origin_lon: number
          radius_km: number
          wanted_job: string
        }
        Returns: Database["public"]["CompositeTypes"]["nearby_provider"][]
        SetofOptions: {
          from: "*"
          to: "nearby_provider"
          isOneToOne: false
          isSetofReturn: true
        }
      }
      verification_documents_deleted: {
        Args: { p_ids: number[] }
        Returns: number
      }
      verification_documents_due: {
        Args: { p_limit?: number }
        Returns: {
          document_path: string
          id: number
          selfie_path: string
        }[]
      }
      visit_party_name: {
        Args: {
          p_party: string
          p_request: Database["public"]["Tables"]["messages"]["Row"]
        }
        Returns: string
      }
      visit_reminders_send: {
        Args: Record<PropertyKey, never>
        Returns: number
      }
      visit_slot_start: {
        Args: { p_date: string; p_slot: string }
        Returns: string
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      directory_provider: {
        uuid: string | null
        first_name: string | null
        last_name: string | null
        email: string | null
        phonenumber: string | null
        job: string | null
        location: string | null
        latitude: number | null
        longitude: number | null
        profilePicUrl: string | null
        created_at: string | null
        updated_at: string | null
        rating_count: number | null
        rating_avg: number | null
        rating_score: number | null
        availability: string | null
        response_seconds: number | null
        distance_km: number | null
        relevance: number | null
        cursor: string | null
        visiting_charge: number | null
        jobs_done: number | null
        phone_verified: boolean | null
        id_checked: boolean | null
      }
      nearby_provider: {
        uuid: string | null
        first_name: string | null
        last_name: string | null
        email: string | null
        phonenumber: string | null
        job: string | null
        location: string | null
        latitude: number | null
        longitude: number | null
        profilePicUrl: string | null
        created_at: string | null
        updated_at: string | null
        distance_km: number | null
        rating_count: number | null
        rating_avg: number | null
        rating_score: number | null
        availability: string | null
        response_seconds: number | null
        visiting_charge: number | null
        jobs_done: number | null
        phone_verified: boolean | null
        id_checked: boolean | null
      }
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] &
        DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] &
        DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Insert: infer I
      }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema["Tables"]
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends (DefaultSchemaTableNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never) = never,
> = DefaultSchemaTableNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends {
        Update: infer U
      }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema["Enums"]
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends (DefaultSchemaEnumNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never) = never,
> = DefaultSchemaEnumNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema["CompositeTypes"]
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends (PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never) = never,
> = PublicCompositeTypeNameOrOptions extends {
  schema: keyof DatabaseWithoutInternals
}
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const

