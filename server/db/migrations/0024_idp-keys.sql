-- The embedded provider's keys in the database instead of DATA_DIR/idp-keys.json (issue 20): every instance
-- signs and verifies with the same ones, and rotation keeps older generations until their tokens expire.
CREATE TABLE "idp_keys" (
	"generation" integer PRIMARY KEY NOT NULL,
	"signing_jwk" jsonb NOT NULL,
	"cookie_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
