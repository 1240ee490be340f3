vcl 4.1;
# Croupier's reference edge: Varnish 7.1 with the xkey module (Debian's varnish and varnish-modules)
# as the CDN and the load balancer in front of two site instances. It purges by surrogate key as
# Fastly does: a published change drops every stored variant of the pages it touches (any host
# alias, query string, device or encoding) with one request. Run it as
#
#   varnishd -F -f <dir>/varnish.vcl -n <dir> -a 127.0.0.1:8080 -p http_gzip_support=off -s malloc,256m
#
# (http_gzip_support=off: the instances send brotli and gzip themselves, Varnish keeps what they send.)
# The instances run with TRUST_PROXY=loopback, DEVICE_HEADER=X-Device and
# CDN_PURGE_URL=http://127.0.0.1:8080/ (CDN_PURGE_KIND=xkey). tests/topology/topology.test.ts starts
# this file with its ports replaced (the lines marked "port").

import directors;
import std;
import xkey;

backend instance_a {
  .host = "127.0.0.1";
  .port = "3000"; # port: instance a
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
}

backend instance_b {
  .host = "127.0.0.1";
  .port = "3002"; # port: instance b
  .connect_timeout = 2s;
  .first_byte_timeout = 60s;
}

# Purges come from the instances, on loopback.
acl purgers {
  "127.0.0.1";
}

sub vcl_init {
  new instances = directors.round_robin();
  instances.add_backend(instance_a);
  instances.add_backend(instance_b);
}

sub vcl_recv {
  # A purge names surrogate keys (the pages' Surrogate-Key words, separated by spaces): every object
  # carrying one of them goes, whatever URL, host, device or encoding it was stored under.
  if (req.method == "PURGE") {
    if (client.ip !~ purgers) {
      return (synth(403, "Forbidden"));
    }
    if (!req.http.xkey) {
      return (synth(400, "A purge names its surrogate keys in an xkey header"));
    }
    set req.http.n-gone = xkey.purge(req.http.xkey);
    return (synth(200, "Purged " + req.http.n-gone + " objects"));
  }

  set req.backend_hint = instances.backend();
  # This proxy is the edge: the client's address replaces whatever the client claimed.
  set req.http.X-Forwarded-For = client.ip;
  set req.http.X-Forwarded-Proto = "http";
  set req.http.X-Request-Id = req.xid;

  # The visitor's device, told to the instances (DEVICE_HEADER=X-Device) and part of the cache key: a
  # page varies on this one word instead of on every browser's User-Agent.
  if (req.http.User-Agent ~ "(?i)Android|iPhone|iPad|iPod|Mobile|Opera Mini|IEMobile") {
    set req.http.X-Device = "mobile";
  } else {
    set req.http.X-Device = "desktop";
  }
  # The visitor's choice of language (the locale cookie a language link sets, as the instances read
  # it), one word of the cache key: each language of a page is a copy of its own, and a purge of the
  # page's tags drops them all.
  if (req.http.Cookie ~ "(^|;\s*)locale=[A-Za-z]{2}(-[A-Za-z]{2})?(;|$)") {
    set req.http.X-Locale = regsub(req.http.Cookie, "^(.*;\s*)?locale=([A-Za-z]{2}(-[A-Za-z]{2})?)(;.*)?$", "\2");
  } else {
    unset req.http.X-Locale;
  }
  # The encoding, from the browser's Accept-Encoding, as one word the instances answer in.
  if (req.http.Accept-Encoding ~ "\bbr\b") {
    set req.http.Accept-Encoding = "br";
  } elsif (req.http.Accept-Encoding ~ "\bgzip\b") {
    set req.http.Accept-Encoding = "gzip";
  } else {
    set req.http.Accept-Encoding = "identity";
  }

  # Marketing parameters (server/cache/marketing-params.ts, the same list) never split the cache:
  # they leave the URL the cache and the instances see; the browser keeps them in its address.
  set req.url = regsuball(req.url, "(?i)([?&])(?:utm_[^=&#]*|gclid|gclsrc|gbraid|wbraid|dclid|fbclid|msclkid|ttclid|twclid|li_fat_id|yclid|mc_cid|mc_eid|_gl|btag|affid|aff_id|clickid)(?:=[^&#]*)?(?=[&#]|$)", "\1"); # marketing parameters
  set req.url = regsuball(req.url, "([?&])&+", "\1");
  set req.url = regsub(req.url, "[?&]+(#|$)", "\1");

  # The broker hub's WebSocket goes straight through for as long as the player's session lasts.
  if (req.http.Upgrade ~ "(?i)websocket") {
    return (pipe);
  }
  if (req.method != "GET" && req.method != "HEAD") {
    return (pass);
  }
  # A visitor with a stored geo choice, a session or credentials never gets, nor fills, the shared copy.
  if (req.http.Authorization || req.http.Cookie ~ "(^|;\s*)(siteState|country)=") {
    return (pass);
  }
  # Other cookies (consent, analytics) do not change a logged-out page: it is looked up all the same.
  return (hash);
}

sub vcl_hash {
  # What a page varies on (Vary: Accept-Encoding, X-Device, the locale cookie) is in the key as one word each.
  hash_data(req.url);
  hash_data(req.http.host);
  hash_data(req.http.X-Device);
  hash_data(req.http.Accept-Encoding);
  hash_data(req.http.X-Locale);
  return (lookup);
}

sub vcl_pipe {
  if (req.http.Upgrade) {
    set bereq.http.Upgrade = req.http.Upgrade;
    set bereq.http.Connection = req.http.Connection;
  }
}

# A retried fetch goes to the instance that did not fail: the round robin, shared by every request
# under way, could hand it the failed one again.
sub vcl_backend_fetch {
  if (bereq.http.X-Failed-Instance == "instance_a") {
    set bereq.backend = instance_b;
  } elsif (bereq.http.X-Failed-Instance == "instance_b") {
    set bereq.backend = instance_a;
  }
  unset bereq.http.X-Failed-Instance;
}

sub vcl_backend_response {
  # The pages' own tags are what a purge names.
  if (beresp.http.Surrogate-Key) {
    set beresp.http.xkey = beresp.http.Surrogate-Key;
  }
  # s-maxage (less the page's Age) is Varnish's TTL. A page kept for its hour may be served a minute
  # stale while one request revalidates; a page whose scheduled record starts or ends sooner says so
  # by leaving out stale-while-revalidate, and is never served past that time.
  if (beresp.http.Cache-Control ~ "stale-while-revalidate") {
    set beresp.grace = 60s;
  } else {
    set beresp.grace = 0s;
  }
  # An instance that answered 502 (stopping): the other one is asked, once.
  if (beresp.status == 502 && bereq.retries < 1) {
    set bereq.http.X-Failed-Instance = beresp.backend.name;
    return (retry);
  }
}

sub vcl_backend_error {
  # An instance that refuses connections or closed one under a request: the other one is asked, once.
  if (bereq.retries < 1) {
    set bereq.http.X-Failed-Instance = beresp.backend.name;
    return (retry);
  }
}

sub vcl_deliver {
  unset resp.http.xkey;
  if (obj.uncacheable) {
    set resp.http.X-Cache-Status = "BYPASS";
  } elsif (obj.hits > 0) {
    set resp.http.X-Cache-Status = "HIT";
  } else {
    set resp.http.X-Cache-Status = "MISS";
  }
}
