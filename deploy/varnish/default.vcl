# The shared cache in front of the shop's instances (docs/deployment.md, "The cache tier").
# Varnish 7.1 with varnish-modules' xkey (Debian: varnish, varnish-modules). It keeps what the site says
# may be shared, for as long as the site says, and drops it when a publish names its tags:
#  - kept: answers whose CDN-Cache-Control (else Cache-Control s-maxage/max-age) allows it; the site's
#    stale-while-revalidate is the window a stale page is served while it is fetched again, its
#    stale-if-error the window a stale page is served while no instance answers;
#  - never kept: /app, /api, /pay, /preview, /studio, the search protocol /1, /metrics, anything but GET
#    and HEAD, a visitor with a session, preview or gated-content cookie or an Authorization header, and
#    any answer with Set-Cookie or without cache headers;
#  - purged: `PURGE` with the tags in the `xkey` header, soft (the page turns stale and is served while it
#    re-renders), accepted only from the instances' addresses (acl purgers);
#  - balanced: round robin over the instances, each checked on /api/health (an instance that stops
#    answers 503 there and leaves the rotation); a GET that fails on one instance is tried on the next.
# Bodies and headers pass as the site sent them (its brotli and gzip copies, its Content-Security-Policy):
# run varnishd with `-p http_gzip_support=off` so Varnish never re-encodes, and `-p backend_idle_timeout=4`
# so it never sends a request on a connection the instance's 5 s keep-alive timeout closed. The instances, their
# addresses and the purgers' ACL are in instances.vcl, included below (one per place this runs).
vcl 4.1;

import directors;
import std;
import xkey;

# Ready (database migrated, content loaded) answers 200; an instance that is stopping answers 503.
probe health {
    .url = "/api/health";
    .interval = 1s;
    .timeout = 2s;
    .window = 3;
    .threshold = 2;
    .initial = 2;
    .expected_response = 200;
}

sub vcl_init {
    new instances = directors.round_robin();
}

# Defines the backends (with `.probe = health`), `acl purgers` and `sub add_instances`.
include "instances.vcl";

sub vcl_init {
    call add_instances;
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey) {
            return (synth(400, "Name the tags to purge in the xkey header"));
        }
        set req.http.X-Purged = xkey.softpurge(req.http.xkey);
        return (synth(200, "Soft-purged " + req.http.X-Purged + " objects"));
    }
    set req.backend_hint = instances.backend();
    if (req.restarts == 0) {
        unset req.http.X-Refresh;
    } elsif (req.http.X-Refresh) {
        # Too stale to serve while an instance is up (vcl_hit): fetched now, the stale copy kept if that fails.
        set req.hash_always_miss = true;
    }

    # One kept copy per encoding the site serves, chosen as the site chooses (brotli first, q=0 refuses).
    if (req.http.Accept-Encoding ~ "(?i)(^|,)\s*br\s*(,|$|;\s*q=(1|0?\.0*[1-9]))") {
        set req.http.Accept-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)(^|,)\s*(x-)?gzip\s*(,|$|;\s*q=(1|0?\.0*[1-9]))") {
        set req.http.Accept-Encoding = "gzip";
    } else {
        unset req.http.Accept-Encoding;
    }

    if (req.method != "GET" && req.method != "HEAD") {
        return (pass);
    }
    if (req.url ~ "^/(api|app|pay|preview|studio|1|metrics)(/|\?|$)") {
        return (pass);
    }
    if (req.http.Authorization) {
        return (pass);
    }
    # A signed-in visitor, an editor's preview, a reader of gated content: their pages are their own.
    if (req.http.Cookie ~ "(^|;)\s*(__Secure-)?(better-auth\.session_token|better-auth\.session_data|tasman_preview|tasman_gated)=") {
        return (pass);
    }
    # Any other cookie (the cart's mirror, analytics) changes no kept page.
    unset req.http.Cookie;
    set req.url = std.querysort(req.url);
    return (hash);
}

sub vcl_hit {
    # Past its freshness and its stale-while-revalidate window while an instance is up: fetched now
    # instead of served stale. With no instance up, it is served for its whole stale-if-error window.
    if (req.restarts == 0 && obj.ttl + std.duration(obj.http.X-Stale-While-Revalidate, 0s) <= 0s && std.healthy(req.backend_hint)) {
        set req.http.X-Refresh = "1";
        return (restart);
    }
    return (deliver);
}

sub vcl_backend_fetch {
    if (bereq.http.X-Refresh) {
        unset bereq.http.X-Refresh;
        set bereq.http.X-Stale-Kept = "1";
    }
    if (bereq.retries > 0) {
        # The director's next instance.
        set bereq.backend = instances.backend();
    }
}

sub vcl_backend_response {
    # A stopping instance: the same GET on the next one.
    if (beresp.status == 503 && bereq.method ~ "^(GET|HEAD)$" && bereq.retries < 2) {
        return (retry);
    }
    # A failed refresh of a kept page: the stale copy stays and is served (vcl_synth).
    if (beresp.status >= 500 && (bereq.is_bgfetch || bereq.http.X-Stale-Kept)) {
        return (abandon);
    }
    # The page's tags where xkey reads them (space- or comma-separated both work).
    if (beresp.http.Surrogate-Key) {
        set beresp.http.xkey = beresp.http.Surrogate-Key;
    } elsif (beresp.http.Cache-Tag) {
        set beresp.http.xkey = beresp.http.Cache-Tag;
    }
    if (bereq.uncacheable) {
        return (deliver);
    }
    if (beresp.http.Set-Cookie || beresp.http.Vary == "*") {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (beresp.http.CDN-Cache-Control) {
        # RFC 9213: a CDN's own header, obeyed before Cache-Control.
        if (beresp.http.CDN-Cache-Control ~ "(?i)(no-store|no-cache|private)") {
            set beresp.ttl = 120s;
            set beresp.uncacheable = true;
            return (deliver);
        }
        set beresp.ttl = std.duration(regsub(beresp.http.CDN-Cache-Control, "(?i)^(?:.*[,\s])?(?:s-maxage|max-age)=(\d+).*$", "\1s"), 0s);
        set beresp.http.X-Stale-While-Revalidate = regsub(beresp.http.CDN-Cache-Control, "(?i)^(?:.*[,\s])?stale-while-revalidate=(\d+).*$", "\1s");
        set beresp.http.X-Stale-If-Error = regsub(beresp.http.CDN-Cache-Control, "(?i)^(?:.*[,\s])?stale-if-error=(\d+).*$", "\1s");
    } elsif (beresp.http.Cache-Control ~ "(?i)(s-maxage|max-age)=" && beresp.http.Cache-Control !~ "(?i)(no-store|no-cache|private)") {
        # Varnish has read s-maxage (else max-age) into beresp.ttl.
        set beresp.http.X-Stale-While-Revalidate = regsub(beresp.http.Cache-Control, "(?i)^(?:.*[,\s])?stale-while-revalidate=(\d+).*$", "\1s");
        set beresp.http.X-Stale-If-Error = regsub(beresp.http.Cache-Control, "(?i)^(?:.*[,\s])?stale-if-error=(\d+).*$", "\1s");
    } else {
        # No word from the site that this may be shared: not kept.
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    if (beresp.ttl <= 0s) {
        set beresp.ttl = 120s;
        set beresp.uncacheable = true;
        return (deliver);
    }
    # What matched no directive is not a duration: none.
    set beresp.http.X-Stale-While-Revalidate = std.duration(beresp.http.X-Stale-While-Revalidate, 0s) + "s";
    set beresp.http.X-Stale-If-Error = std.duration(beresp.http.X-Stale-If-Error, 0s) + "s";
    # Kept stale for the longer of the two windows; vcl_hit serves it past stale-while-revalidate only
    # while no instance is up.
    if (std.duration(beresp.http.X-Stale-If-Error, 0s) > std.duration(beresp.http.X-Stale-While-Revalidate, 0s)) {
        set beresp.grace = std.duration(beresp.http.X-Stale-If-Error, 0s);
    } else {
        set beresp.grace = std.duration(beresp.http.X-Stale-While-Revalidate, 0s);
    }
    unset beresp.http.X-Stale-If-Error;
    return (deliver);
}

sub vcl_backend_error {
    # The instance did not answer (killed, not listening, timed out): a GET goes to the next one.
    if (bereq.method ~ "^(GET|HEAD)$" && bereq.retries < 2) {
        return (retry);
    }
    if (bereq.is_bgfetch || bereq.http.X-Stale-Kept) {
        return (abandon);
    }
}

sub vcl_synth {
    # A refresh of a too-stale page failed: the stale page rather than an error (stale-if-error).
    if (resp.status == 503 && req.http.X-Refresh && req.restarts < 2) {
        unset req.http.X-Refresh;
        return (restart);
    }
}

sub vcl_deliver {
    # What this tier did; the instance's own verdict stays in X-Cache-Origin.
    if (resp.http.X-Cache) {
        set resp.http.X-Cache-Origin = resp.http.X-Cache;
    }
    if (obj.uncacheable) {
        set resp.http.X-Cache = "PASS";
    } elsif (obj.hits > 0 && obj.ttl <= 0s) {
        set resp.http.X-Cache = "STALE";
    } elsif (obj.hits > 0) {
        set resp.http.X-Cache = "HIT";
    } else {
        set resp.http.X-Cache = "MISS";
    }
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    unset resp.http.X-Stale-While-Revalidate;
    unset resp.http.Via;
    unset resp.http.X-Varnish;
}
