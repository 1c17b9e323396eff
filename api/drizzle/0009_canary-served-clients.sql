CREATE TABLE "release_served_clients" (
	"remote" text NOT NULL,
	"version" text NOT NULL,
	"client" text NOT NULL,
	"first_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_served_clients_remote_version_client_pk" PRIMARY KEY("remote","version","client")
);
