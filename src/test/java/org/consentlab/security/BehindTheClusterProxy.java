package org.consentlab.security;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.springframework.boot.test.context.SpringBootTest;
import org.springframework.context.annotation.Import;

/**
 * The app as a node of {@code deploy/cluster} runs: it trusts forwarded headers from loopback, but
 * only on requests that carry the proxy's secret ({@link #SECRET}), with two accounts, the default
 * account limit (five failures) and a small address limit ({@value #ADDRESS_LIMIT}). One context
 * for every test class that carries it.
 */
@Target(ElementType.TYPE)
@Retention(RetentionPolicy.RUNTIME)
@SpringBootTest(
        webEnvironment = SpringBootTest.WebEnvironment.RANDOM_PORT,
        properties = {
            "consentlab.approver.username=dana",
            "consentlab.approver.password=correct horse",
            "consentlab.instructor.username=ines",
            "consentlab.instructor.password=teach horse",
            "consentlab.sign-in.address-max-failures=" + BehindTheClusterProxy.ADDRESS_LIMIT,
            "server.forward-headers-strategy=native",
            "consentlab.proxy.secret=" + BehindTheClusterProxy.SECRET
        })
@Import(PasswordChecks.class)
@interface BehindTheClusterProxy {

    String SECRET = "the-proxy-and-the-nodes-know-this";
    int ADDRESS_LIMIT = 10;
}
