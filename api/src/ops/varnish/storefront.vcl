# The shared page cache of `pnpm cluster` (ADR 0046): HAProxy -> Varnish -> HAProxy -> instances.
# A public page depends on its address, language, currency and version set only (ADR 0036); this file
# hashes on exactly those, whatever else the browser sends, and keeps nothing the instances mark private.
vcl 4.1;

import cookie;
import std;
import xkey;

# `backend instances` (the balancer in front of the instances), written by pnpm cluster with its ports.
include "cluster-backend.vcl";

# Purges come from the instances on the same machine, never through the balancer (which refuses PURGE).
acl purgers {
  "127.0.0.1";
  "::1";
}

sub vcl_recv {
  if (req.method == "PURGE") {
    # Varnish has appended the client's address to X-Forwarded-For: a second one means it came through a proxy.
    if (client.ip !~ purgers || req.http.X-Forwarded-For ~ ",") {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "Missing xkey header"));
    }
    set req.http.X-Purged = xkey.purge(req.http.xkey);
    return (synth(200, "Purged"));
  }
  # Writes, sign-ins and anything else go to the instances untouched, cookies and all.
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A bearer token is the API's private answers (the session); public JSON never needs one.
  if (req.http.Authorization) {
    return (pass);
  }
  # The cookies the instances render with; every other cookie (session, analytics...) stays out of the key.
  # The session cookie still reaches the instance on a miss: private pages need it for their guard, and a
  # public page is rendered without it (ADR 0036).
  cookie.parse(req.http.Cookie);
  unset req.http.X-Sf-Currency;
  unset req.http.X-Sf-Language;
  if (cookie.get("moneyType") ~ "^[A-Z]{3}$") {
    set req.http.X-Sf-Currency = cookie.get("moneyType");
  }
  # A prefixed address is in its prefix's language; an unprefixed one follows the language cookie.
  if (req.url !~ "^/(cn|de|en|es|fr|jp|pt|ru|tw)(/|\?|$)") {
    set req.http.X-Sf-Language = cookie.get("language");
  }
  return (hash);
}

sub vcl_hash {
  hash_data(req.url);
  if (req.http.host) {
    hash_data(req.http.host);
  } else {
    hash_data(server.ip);
  }
  # The version set: outside a canary every browser gets the registry's current versions, which a release,
  # rollback or canary change purges (xkey remote:/shell@). While a canary of a page's remote runs, the
  # instance answers that page `private` (it depends on the sf_bucket cookie), so it is never kept here.
  hash_data("currency:" + req.http.X-Sf-Currency);
  hash_data("language:" + req.http.X-Sf-Language);
  return (lookup);
}

sub vcl_backend_fetch {
  unset bereq.http.X-Sf-Currency;
  unset bereq.http.X-Sf-Language;
}

sub vcl_backend_response {
  # An instance failing while a copy is being refreshed: the stale copy is served on (grace) instead.
  if (beresp.status >= 500 && bereq.is_bgfetch) {
    return (abandon);
  }
  # The balancer found no instance, or one failed in transit: a busy answer the shopper may retry.
  if (beresp.status == 502 || beresp.status == 503 || beresp.status == 504) {
    set beresp.status = 503;
    if (!beresp.http.Retry-After) {
      set beresp.http.Retry-After = "2";
    }
  }
  # A public page the instance could not render whole in time (sent for the browser to render: no-cache,
  # never private, no cookie, nothing personal) is kept one second, so a burst of misses reaches the
  # instances as one request per page a second, not all at once. A render outdated by a change says
  # no-store and is never kept.
  if (beresp.status == 200 && !beresp.http.Set-Cookie && beresp.http.Cache-Control ~ "(?i)^no-cache$" && beresp.http.Content-Type ~ "^text/html") {
    set beresp.ttl = 1s;
    set beresp.grace = 0s;
    return (deliver);
  }
  # Only answers the instance calls public are kept: a session's page, an answer setting a cookie, or
  # anything private / no-store / no-cache is not, whatever its status. They become a short hit-for-miss,
  # so the next request asks an instance again, without waiting behind another shopper's.
  if (beresp.http.Set-Cookie || beresp.http.Cache-Control !~ "(?i)public" || beresp.http.Cache-Control ~ "(?i)private|no-store|no-cache") {
    set beresp.uncacheable = true;
    set beresp.ttl = 10s;
    return (deliver);
  }
  # s-maxage and stale-while-revalidate give ttl and grace; a change purges sooner, by surrogate key.
}

sub vcl_backend_error {
  # No answer at all from the balancer: busy, retry shortly (never a bare 503 without Retry-After).
  set beresp.status = 503;
  set beresp.http.Retry-After = "2";
  set beresp.http.Content-Type = "text/plain; charset=utf-8";
  set beresp.http.Cache-Control = "no-store";
  set beresp.body = "The shop is busy. Please try again in a moment.";
  return (deliver);
}

sub vcl_deliver {
  if (obj.uncacheable) {
    set resp.http.X-Cache = "pass";
  } else if (obj.hits > 0) {
    set resp.http.X-Cache = "hit";
  } else {
    set resp.http.X-Cache = "miss";
  }
  unset resp.http.Via;
  unset resp.http.X-Varnish;
  # A kept answer carries the id of the request that filled it: every answer names its own request instead.
  if (req.http.X-Request-Id) {
    set resp.http.X-Request-Id = req.http.X-Request-Id;
  }
}

sub vcl_synth {
  if (req.method == "PURGE") {
    set resp.http.X-Purged = req.http.X-Purged;
  }
}
